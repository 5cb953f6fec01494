import {
  CSRF_COOKIE,
  SESSION_COOKIE_DAYS,
  TOKEN_COOKIE,
  USER_ID_COOKIE,
  WEBVIEW_COOKIE,
} from '@portal/contracts';
import { apiBaseUrlAtom, tokenAtom, userAtom, userIdAtom, webviewAtom } from './atoms';
import { sessionStore } from './store';
import { readStorageDomain } from './storageDomain';

export interface SessionCookies {
  /**
   * The session token: only ever found in a request's Cookie header (the gateway reads it there).
   * In a browser it is HttpOnly, so `document.cookie` never shows it and this is null.
   */
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
  /**
   * The session token, when the caller has one (the sign-in answer). The API has already set it as an
   * HttpOnly cookie; it is no longer written by scripts. Kept in memory only for bearer-token embeds.
   */
  token?: string;
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

/**
 * Stores the readable user id after login, for SESSION_COOKIE_DAYS (90) by default. The session token
 * cookie is set by the API, HttpOnly: no script writes or reads it.
 */
export function writeSessionCookies(options: WriteSessionCookiesOptions): void {
  if (!hasDocument()) return;
  const days = options.days ?? SESSION_COOKIE_DAYS;
  const attributes: CookieAttributes = {
    expires: new Date(Date.now() + days * DAY_MS),
    secure: options.secure ?? isHttps(),
    domain: options.domain ?? readStorageDomain(),
  };
  document.cookie = serializeCookie(USER_ID_COOKIE, String(options.userId), attributes);
}

/** Expires the readable session cookies (user id, CSRF); the API's sign-out expires the HttpOnly token. */
export function clearSessionCookies(scope: CookieScope = {}): void {
  if (!hasDocument()) return;
  const attributes: CookieAttributes = {
    expires: new Date(0),
    secure: isHttps(),
    domain: scope.domain ?? readStorageDomain(),
  };
  document.cookie = serializeCookie(USER_ID_COOKIE, '', attributes);
  document.cookie = serializeCookie(CSRF_COOKIE, '', attributes);
}

const randomCsrfToken = (): string => {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
};

/**
 * The double-submit CSRF token for a same-origin change: the `portal_csrf` cookie the API set at
 * sign-in, echoed in the `x-csrf-token` header. A session that began before the cookie existed gets
 * one minted here (another site can neither read nor set it). Null outside a browser.
 */
export function csrfToken(): string | null {
  if (!hasDocument()) return null;
  const existing = parseCookies(document.cookie).get(CSRF_COOKIE);
  if (existing && existing.length >= 16) return existing;
  const minted = randomCsrfToken();
  document.cookie = serializeCookie(CSRF_COOKIE, minted, {
    expires: new Date(Date.now() + SESSION_COOKIE_DAYS * DAY_MS),
    secure: isHttps(),
    domain: readStorageDomain(),
  });
  return minted;
}

/**
 * Copies the readable cookies into the session store; call once at boot, before the first mount.
 * Signed-in state comes from the user id cookie (and /me confirms it); the token stays HttpOnly.
 */
export function hydrateSessionFromCookies(cookieHeader?: string): SessionCookies {
  const cookies = readSessionCookies(cookieHeader);
  sessionStore.set(userIdAtom, cookies.userId);
  if (cookies.webviewProductCode !== null) {
    sessionStore.set(webviewAtom, { isWebview: true, productCode: cookies.webviewProductCode });
  }
  return cookies;
}

/**
 * After a successful login (the API has set the HttpOnly session cookie): the user id cookie and the
 * store, so every app sees the new session. Same-origin calls then ride on the cookie, not the token.
 */
export function startSession(options: WriteSessionCookiesOptions): void {
  writeSessionCookies(options);
  sessionStore.set(tokenAtom, null);
  sessionStore.set(userIdAtom, String(options.userId));
}

/** On a studio's page the portal API is on another origin: sessions are bearer tokens in memory. */
export const isOnStudioPage = (): boolean => sessionStore.get(apiBaseUrlAtom) !== null;

/**
 * A bearer-token session kept in memory only (a studio embed or a webview handed a token): API calls
 * send it as `Authorization: Bearer`; nothing is written to cookies.
 */
export function startBearerSession(token: string, userId: string | number): void {
  sessionStore.set(tokenAtom, token);
  sessionStore.set(userIdAtom, String(userId));
}

/** Logout: clears cookies and the signed-in state of the store. */
export function endSession(scope: CookieScope = {}): void {
  clearSessionCookies(scope);
  sessionStore.set(tokenAtom, null);
  sessionStore.set(userIdAtom, null);
  sessionStore.set(userAtom, null);
}
