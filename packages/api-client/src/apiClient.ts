import {
  apiBaseUrlAtom,
  csrfToken,
  embedSessionEndedAtom,
  languageAtom,
  sessionStore,
  tokenAtom,
  userAtom,
  webviewAtom,
} from '@portal/session';
import { createApiClient } from './client';
import { answersInDocument, createServedAnswers } from './servedAnswers';

/** The public answers a server render read (on the server) or its document carries (in the browser). */
export const servedAnswers = createServedAnswers(answersInDocument);

/**
 * The portal's client: same-origin calls ride on the API's HttpOnly session cookie with the CSRF
 * header; an embed's API origin, bearer token, webview headers and language come from the shared session store.
 */
export const apiClient = createApiClient({
  getBaseUrl: () => sessionStore.get(apiBaseUrlAtom),
  getToken: () => sessionStore.get(tokenAtom),
  // Cookies never cross to the portal's origin from a studio page: no CSRF header there either.
  getCsrfToken: () => (sessionStore.get(apiBaseUrlAtom) ? null : csrfToken()),
  getWebview: () => sessionStore.get(webviewAtom),
  // On a studio's page the token is the embed session: once refused, every widget is signed out and says why.
  onTokenRefused: () => {
    if (!sessionStore.get(apiBaseUrlAtom)) return;
    sessionStore.set(userAtom, null);
    sessionStore.set(embedSessionEndedAtom, true);
    sessionStore.set(tokenAtom, null);
  },
  getLanguage: () => sessionStore.get(languageAtom),
  // Loaded on the first 428 only: no page pays for the solver before a limit asks for it.
  solveHumanProof: async (challenge, signal) =>
    (await import('./humanProof/solveInBrowser')).solveHumanProof(challenge, signal),
  servedAnswers,
});
