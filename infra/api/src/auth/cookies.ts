import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  errorCodes,
  SESSION_COOKIE_DAYS,
  TOKEN_COOKIE,
  USER_ID_COOKIE,
} from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiHttpError } from '../http/errors';
import type { AuthConfig } from './config';

/** The signed "this device signed in to account N before" cookie; only the sign-in routes see it. */
export const DEVICE_COOKIE = 'portal_device';
// Every public route that signs in or asks for a reset (the portal's and the campaigns') sees it.
const DEVICE_COOKIE_PATH = '/api/public';
const DEVICE_COOKIE_DAYS = 365;
const DAY_SECONDS = 24 * 3600;

/** Request cookies by name (first one wins, as browsers send the most specific path first). */
export function requestCookies(request: FastifyRequest): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const name = part.slice(0, separator).trim();
    if (!name || cookies.has(name)) continue;
    cookies.set(name, part.slice(separator + 1).trim());
  }
  return cookies;
}

interface CookieOptions {
  maxAgeSeconds: number;
  httpOnly: boolean;
  path?: string;
  domain?: string | null;
  secure: boolean;
}

function serialize(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${value}`, `Path=${options.path ?? '/'}`, `Max-Age=${options.maxAgeSeconds}`];
  if (options.maxAgeSeconds === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (options.domain) parts.push(`Domain=${options.domain}`);
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  parts.push('SameSite=Lax');
  return parts.join('; ');
}

/** Fastify appends each `set-cookie` value to the ones already set: one header per cookie. */
function appendCookie(reply: FastifyReply, cookie: string) {
  void reply.header('set-cookie', cookie);
}

/** Secure when the portal is served over https (PUBLIC_URL) or this request came over https. */
const isSecure = (request: FastifyRequest, config: AuthConfig) =>
  request.protocol === 'https' || Boolean(config.publicUrl?.startsWith('https:'));

/**
 * After a sign-in: the session token (HttpOnly: no script ever reads it), the user id and the CSRF
 * token (readable: the shell shows the signed-in state, clients echo the CSRF token), for 90 days on the
 * configured storage domain.
 */
export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  config: AuthConfig,
  session: { token: string; userId: number },
): void {
  const shared = {
    maxAgeSeconds: SESSION_COOKIE_DAYS * DAY_SECONDS,
    domain: config.cookieDomain,
    secure: isSecure(request, config),
  };
  appendCookie(reply, serialize(TOKEN_COOKIE, session.token, { ...shared, httpOnly: true }));
  appendCookie(reply, serialize(USER_ID_COOKIE, String(session.userId), { ...shared, httpOnly: false }));
  appendCookie(
    reply,
    serialize(CSRF_COOKIE, randomBytes(24).toString('base64url'), { ...shared, httpOnly: false }),
  );
}

/** Sign-out: the three session cookies expire (the device cookie stays: the device is still known). */
export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply, config: AuthConfig): void {
  const expired = { maxAgeSeconds: 0, domain: config.cookieDomain, secure: isSecure(request, config) };
  appendCookie(reply, serialize(TOKEN_COOKIE, '', { ...expired, httpOnly: true }));
  appendCookie(reply, serialize(USER_ID_COOKIE, '', { ...expired, httpOnly: false }));
  appendCookie(reply, serialize(CSRF_COOKIE, '', { ...expired, httpOnly: false }));
}

// ---------------------------------------------------------------------------------------------
// Known devices: `<userId>.<deviceId>.<HMAC-SHA256(userId.deviceId)>`, signed with AUTH_DEVICE_SECRET.
// ---------------------------------------------------------------------------------------------

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

export function deviceCookieValue(secret: string, userId: number, deviceId: string): string {
  return `${userId}.${deviceId}.${sign(secret, `${userId}.${deviceId}`)}`;
}

/** The device id when the request carries a valid device cookie for this account, else null. */
export function knownDeviceOf(request: FastifyRequest, config: AuthConfig, userId: number): string | null {
  const value = requestCookies(request).get(DEVICE_COOKIE);
  const match = value ? /^(\d{1,12})\.([A-Za-z0-9_-]{16,64})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
  if (!match || Number(match[1]) !== userId) return null;
  const expected = Buffer.from(sign(config.deviceSecret, `${match[1]}.${match[2]}`));
  const actual = Buffer.from(match[3]!);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? match[2]! : null;
}

/** After a sign-in: this device is known to the account from now on (one account per device cookie). */
export function setDeviceCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  config: AuthConfig,
  userId: number,
  deviceId = randomBytes(16).toString('base64url'),
): void {
  appendCookie(
    reply,
    serialize(DEVICE_COOKIE, deviceCookieValue(config.deviceSecret, userId, deviceId), {
      maxAgeSeconds: DEVICE_COOKIE_DAYS * DAY_SECONDS,
      httpOnly: true,
      path: DEVICE_COOKIE_PATH,
      secure: isSecure(request, config),
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// CSRF for cookie-authenticated changes: double submit (header equals cookie) and, when the browser
// tells it, an Origin of the portal. Bearer-token calls (webview, studio embeds) carry no ambient
// credential and need neither.
// ---------------------------------------------------------------------------------------------

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const csrfRejected = (message: string) => new ApiHttpError(403, errorCodes.csrfRejected, message);

export function checkCsrf(request: FastifyRequest, allowedOrigin: string | null): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.origin;
  // The Host a browser sends is the site it talks to, so the request's own origin is the portal's too.
  const allowed = [allowedOrigin, `${request.protocol}://${request.host}`];
  if (origin !== undefined && !allowed.includes(origin)) {
    throw csrfRejected('This change was sent from another site.');
  }
  const cookie = requestCookies(request).get(CSRF_COOKIE) ?? '';
  const header = request.headers[CSRF_HEADER];
  const sent = Buffer.from(typeof header === 'string' ? header : '');
  const expected = Buffer.from(cookie);
  if (expected.length < 16 || sent.length !== expected.length || !timingSafeEqual(sent, expected)) {
    throw csrfRejected('The CSRF token is missing or wrong. Please reload the page.');
  }
}
