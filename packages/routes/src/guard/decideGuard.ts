import { DEFAULT_SIGNED_IN_PATH, safeReturnPath } from '@portal/contracts';
import type { RouteTable } from '../routeTable';
import { maintenanceLocation, type MaintenanceInput } from './maintenance';

export const LOGIN_PATH = '/login';
/** The query parameter that carries where to return after signing in. */
export const REFERRER_PARAM = 'referrer';

export interface GuardInput {
  pathname: string;
  /** The query string with its `?`, or ''. */
  search?: string;
  /** The token cookie is present (the gateway cannot check it; the API does on the first call). */
  hasToken: boolean;
  isWebview: boolean;
  /** The portal's routes as the registry has them now (shell + live remotes). */
  routes: RouteTable;
  /** Null or absent: maintenance is not known, nobody is sent away for it. */
  maintenance?: MaintenanceInput | null;
}

export type GuardReason = 'maintenance' | 'login-required' | 'signed-in';

export interface GuardDecision {
  reason: GuardReason;
  /** A path of the portal, or the external maintenance page. */
  location: string;
}

const withoutTrailingSlash = (pathname: string) =>
  pathname.length > 1 && pathname.endsWith('/') ? pathname.replace(/\/+$/, '') || '/' : pathname;

/**
 * /login?referrer=<the original path and query, encoded>. The referrer goes through the same
 * `safeReturnPath` as the login API, the reset mail and the sign-in page: a path the browser reached as
 * `//evil.example` or `/%5Cevil.example` is never carried into the login link (it becomes /hub).
 */
export function loginLocation(pathname: string, search = ''): string {
  return `${LOGIN_PATH}?${REFERRER_PARAM}=${encodeURIComponent(safeReturnPath(`${pathname}${search}`))}`;
}

/**
 * The route guard of spec 000 §4 as one pure decision, used by the gateway (answered with a 307)
 * and by the shell (a client navigation). In order:
 *  1. maintenance on and the client IP not whitelisted → the maintenance page;
 *  2. outside a webview, no token on a protected route → /login?referrer=<path+query>;
 *  3. outside a webview, a token on a route declared `signedOut` (/, /login, /register…) → /hub.
 * A webview bypasses 2 and 3: the game's in-app browser signs in through its own headers.
 */
export function decideGuard(input: GuardInput): GuardDecision | null {
  const pathname = withoutTrailingSlash(input.pathname || '/');
  const maintenance = maintenanceLocation(input.maintenance, pathname);
  if (maintenance) return { reason: 'maintenance', location: maintenance };
  if (input.isWebview) return null;
  const route = input.routes.match(pathname)?.route;
  if (!input.hasToken && route?.protected) {
    return { reason: 'login-required', location: loginLocation(input.pathname, input.search) };
  }
  if (input.hasToken && route?.signedOut) {
    return { reason: 'signed-in', location: DEFAULT_SIGNED_IN_PATH };
  }
  return null;
}
