import { languageAtom, sessionStore, tokenAtom, webviewAtom } from '@portal/session';
import { createApiClient } from './client';

/** The portal's client: token, webview headers and language come from the shared session store. */
export const apiClient = createApiClient({
  getToken: () => sessionStore.get(tokenAtom),
  getWebview: () => sessionStore.get(webviewAtom),
  getLanguage: () => sessionStore.get(languageAtom),
});
