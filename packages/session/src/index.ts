export { sessionStore, SESSION_STORE_ID } from './store';
export {
  apiBaseUrlAtom,
  embedSessionEndedAtom,
  tokenAtom,
  userIdAtom,
  userAtom,
  languageAtom,
  webviewAtom,
  isSignedInAtom,
} from './atoms';
export type { WebviewState } from './atoms';
export { useSessionValue, useSetSessionValue, useSessionAtom, useSession } from './hooks';
export {
  readSessionCookies,
  writeSessionCookies,
  clearSessionCookies,
  hydrateSessionFromCookies,
  startSession,
  startBearerSession,
  isOnStudioPage,
  csrfToken,
  endSession,
  parseCookies,
  serializeCookie,
} from './cookies';
export type { SessionCookies, CookieScope, WriteSessionCookiesOptions } from './cookies';
export { readStorageDomain, STORAGE_DOMAIN_META } from './storageDomain';
export { helpSheetAtom } from './overlays';
export type { HelpSheetState, HelpSheetView } from './overlays';
export { emitEmbedEvent } from './embedEvents';
