import { errorCodes, PRODUCT_CODE_HEADER, TOKEN_COOKIE, WEBVIEW_HEADER } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiHttpError } from '../http/errors';
import { checkCsrf, requestCookies } from './cookies';
import type { AuthenticatedSession, SessionService } from './sessions';

/** Who is calling, once `requireSession` has run. */
export interface AuthContext extends AuthenticatedSession {
  /** The session token as sent (logout revokes its session). */
  token: string;
  /** How it came: the HttpOnly cookie (same-origin browser calls) or an Authorization header. */
  via: 'cookie' | 'bearer';
}

/** Webview mode of a request (000 §3 "Access trace"): a game's in-app browser sends its product code. */
export interface WebviewContext {
  isWebview: boolean;
  /** The `x-product-code` header when it is a plausible code, else null. */
  productCode: string | null;
}

export type RequireSession = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireSession`; null on routes that do not require one. */
    auth: AuthContext | null;
    /** Always available: webview mode from the product-code and x-webview headers. */
    webview: WebviewContext;
  }
  interface FastifyInstance {
    /**
     * Hook (onRequest or preHandler): session cookie or Bearer token → `request.auth`, else 401
     * UNAUTHORIZED; a cookie-authenticated change without a valid CSRF token → 403 CSRF_REJECTED.
     */
    requireSession: RequireSession;
  }
}

const PRODUCT_CODE = /^[A-Za-z0-9_.-]{1,64}$/;

export function webviewFromHeaders(headers: FastifyRequest['headers']): WebviewContext {
  const raw = headers[PRODUCT_CODE_HEADER];
  const productCode = typeof raw === 'string' && PRODUCT_CODE.test(raw) ? raw : null;
  return { isWebview: productCode !== null || headers[WEBVIEW_HEADER] === '1', productCode };
}

/** `Authorization: Bearer <token>` → the token, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

/** The session token of a request: the Authorization header first, else the HttpOnly cookie. */
export function sessionToken(request: FastifyRequest): { token: string; via: 'cookie' | 'bearer' } | null {
  const bearer = bearerToken(request);
  if (bearer) return { token: bearer, via: 'bearer' };
  const cookie = requestCookies(request).get(TOKEN_COOKIE);
  return cookie && TOKEN.test(cookie) ? { token: cookie, via: 'cookie' } : null;
}

const signInAgain = () => new ApiHttpError(401, errorCodes.unauthorized, 'Please sign in to continue.');

/** The caller's session on a route guarded by `requireSession`; throws 401 elsewhere. */
export function sessionOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw signInAgain();
  return request.auth;
}

/** Decorates the instance with `requireSession` and every request with `auth` and `webview`. */
export function registerRequestContext(
  app: FastifyInstance,
  sessions: SessionService,
  /** The portal's origin (PUBLIC_URL): cookie-authenticated changes must come from it (or the Host). */
  portalOrigin: string | null,
): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('webview', {
    getter(this: FastifyRequest) {
      return webviewFromHeaders(this.headers);
    },
  });
  const requireSession: RequireSession = async (request) => {
    const sent = sessionToken(request);
    const session = sent ? await sessions.authenticate(sent.token) : null;
    if (!sent || !session) throw signInAgain();
    // A cookie rides along with any request the browser makes, a header only with ours.
    if (sent.via === 'cookie') checkCsrf(request, portalOrigin);
    request.auth = { ...session, ...sent };
  };
  app.decorate('requireSession', requireSession);
}

/**
 * Registers routes that need a signed-in player: inside `define`, every route of `scope` runs
 * `requireSession` first (onRequest, before the body is even read) and can call `sessionOf(request)`.
 */
export function privateRoutes(app: FastifyInstance, define: (scope: FastifyInstance) => void): void {
  void app.register(async (scope) => {
    scope.addHook('onRequest', app.requireSession);
    define(scope);
  });
}
