import { API_PREFIX } from '@portal/contracts';
import { apiBaseUrlAtom, sessionStore } from '@portal/session';

/**
 * The portal API beside files served from `publicPath` (a remote's public path, set at run time):
 * `/api` when they come from the page's own origin, else the API's absolute address there
 * (`https://portal.example/api`), so a studio's page calls the portal, never its own origin.
 */
export function apiBaseBeside(publicPath: string, pageOrigin: string): string {
  if (!/^https?:\/\//.test(publicPath)) return API_PREFIX;
  const api = new URL(API_PREFIX, publicPath);
  return api.origin === pageOrigin ? API_PREFIX : api.href;
}

/** Sends every call of the shared client to `apiBase` (the page's own `/api` needs no setting). */
export function sendApiCallsTo(apiBase: string): void {
  sessionStore.set(apiBaseUrlAtom, apiBase === API_PREFIX ? null : apiBase);
}
