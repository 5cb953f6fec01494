import { SESSION_COOKIE_DAYS, TOKEN_COOKIE, USER_ID_COOKIE, WEBVIEW_COOKIE } from '@portal/contracts';
import { tokenAtom, userAtom, userIdAtom, webviewAtom } from './atoms';
import { sessionStore } from './store';
import { readStorageDomain } from './storageDomain';

export interface SessionCookies {
  token: string | null;
  userId: string | null;
  /** Product code of the webview (set by the gateway); null outside a webview. */
  webviewProductCode: string | null;
}

export interface CookieScope {
  /**
   * The storage domain shared by the portal's hosts, e.g. `.example.com`; defaults to the page's
   * `portal-storage-domain` meta (see storageDomain.ts), else the current host.
   */
  domain?: string;
}

export interface WriteSessionCookiesOptions extends CookieScope {
  token: string;
  userId: string | number;
  days?: number;
  /** Defaults to true when the page is served over https. */
  secure?: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function hasDocument(): boolean {
  return typeof document !== 'undefined';
}

function isHttps(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

/** Parses a `Cookie` header or `document.cookie` into a name → value map. */
export function parseCookies(cookieHeader: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const name = part.slice(0, separator).trim();
    const raw = part.slice(separator + 1).trim();
    if (!name || cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      cookies.set(name, raw);
    }
  }
  return cookies;
}

interface CookieAttributes extends CookieScope {
  expires: Date;
  secure: boolean;
}

/** One `Set-Cookie`-style string for `document.cookie`: path=/, SameSite=Lax, Secure on https. */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Expires=${attributes.expires.toUTCString()}`,
    'SameSite=Lax',
  ];
  if (attributes.domain) parts.push(`Domain=${attributes.domain}`);
  if (attributes.secure) parts.push('Secure');
  return parts.join('; ');
}

export function readSessionCookies(cookieHeader?: string): SessionCookies {
  const source = cookieHeader ?? (hasDocument() ? document.cookie : '');
  const cookies = parseCookies(source);
  const nonEmpty = (name: string) => {
    const value = cookies.get(name);
    return value ? value : null;
  };
  return {
    token: nonEmpty(TOKEN_COOKIE),
    userId: nonEmpty(USER_ID_COOKIE),
    webviewProductCode: nonEmpty(WEBVIEW_COOKIE),
  };
}

/** Stores the token and user id after login, for SESSION_COOKIE_DAYS (90) by default. */
export function writeSessionCookies(options: WriteSessionCookiesOptions): void {
  if (!hasDocument()) return;
  const days = options.days ?? SESSION_COOKIE_DAYS;
  const attributes: CookieAttributes = {
    expires: new Date(Date.now() + days * DAY_MS),
    secure: options.secure ?? isHttps(),
    domain: options.domain ?? readStorageDomain(),
  };
  document.cookie = serializeCookie(TOKEN_COOKIE, options.token, attributes);
  document.cookie = serializeCookie(USER_ID_COOKIE, String(options.userId), attributes);
}

/** Expires the token and user id cookies; pass the same domain they were written with. */
export function clearSessionCookies(scope: CookieScope = {}): void {
  if (!hasDocument()) return;
  const attributes: CookieAttributes = {
    expires: new Date(0),
    secure: isHttps(),
    domain: scope.domain ?? readStorageDomain(),
  };
  document.cookie = serializeCookie(TOKEN_COOKIE, '', attributes);
  document.cookie = serializeCookie(USER_ID_COOKIE, '', attributes);
}

/** Copies the cookies into the session store; call once at boot, before the first mount. */
export function hydrateSessionFromCookies(cookieHeader?: string): SessionCookies {
  const cookies = readSessionCookies(cookieHeader);
  sessionStore.set(tokenAtom, cookies.token);
  sessionStore.set(userIdAtom, cookies.userId);
  if (cookies.webviewProductCode !== null) {
    sessionStore.set(webviewAtom, { isWebview: true, productCode: cookies.webviewProductCode });
  }
  return cookies;
}

/** After a successful login: cookies and store together, so every app sees the new session. */
export function startSession(options: WriteSessionCookiesOptions): void {
  writeSessionCookies(options);
  sessionStore.set(tokenAtom, options.token);
  sessionStore.set(userIdAtom, String(options.userId));
}

/** Logout: clears cookies and the signed-in state of the store. */
export function endSession(scope: CookieScope = {}): void {
  clearSessionCookies(scope);
  sessionStore.set(tokenAtom, null);
  sessionStore.set(userIdAtom, null);
  sessionStore.set(userAtom, null);
}
