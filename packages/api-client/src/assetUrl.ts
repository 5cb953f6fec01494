import { API_PREFIX } from '@portal/contracts';
import { apiBaseUrlAtom, sessionStore } from '@portal/session';

/**
 * A URL the API answered for the browser to load itself (an avatar's `/api/public/avatars/…`), where
 * the browser must fetch it: on the portal as it is, on a studio's page at the portal's API origin
 * (relative, it would resolve against the studio's own site).
 */
export function apiAssetUrl(url: string): string {
  const apiBase = sessionStore.get(apiBaseUrlAtom);
  if (!apiBase || !(url === API_PREFIX || url.startsWith(`${API_PREFIX}/`))) return url;
  return new URL(url, apiBase).href;
}
