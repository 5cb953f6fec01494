import { parseCookies, sessionStore, tokenAtom, userAtom, userIdAtom } from '@portal/session';

/** Forgets cookies, store and storage between tests, like a fresh browser. */
export function resetBrowserState(): void {
  for (const name of parseCookies(document.cookie).keys()) {
    document.cookie = `${name}=; Path=/; Expires=${new Date(0).toUTCString()}`;
  }
  sessionStore.set(tokenAtom, null);
  sessionStore.set(userIdAtom, null);
  sessionStore.set(userAtom, null);
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
}
