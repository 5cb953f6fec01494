import type { FastifyReply, FastifyRequest } from 'fastify';
import { WEBVIEW_COOKIE, PRODUCT_CODE_HEADER, WEBVIEW_HEADER } from '@portal/contracts';
import { readSessionCookies, serializeCookie } from '@portal/session';
import {
  decideGuard,
  resolveWebview,
  WEBVIEW_QUERY_PARAM,
  type RouteTable,
  type WebviewMode,
} from '@portal/routes';
import { createMaintenanceSource, type MaintenanceSourceOptions } from './maintenanceSource';

export interface RedirectDecision {
  location: string;
}

/** Answers "should this page navigation be sent elsewhere first?"; null lets the shell document through. */
export type RedirectPolicy = (
  request: FastifyRequest,
) => RedirectDecision | null | Promise<RedirectDecision | null>;

const header = (request: FastifyRequest, name: string): string | null => {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
};

const requestUrl = (request: FastifyRequest) => new URL(request.url, 'http://gateway.invalid');

/** Webview mode of a page request: `?webview=`, the product code header, x-webview, the cookie. */
export function webviewOf(request: FastifyRequest): WebviewMode {
  return resolveWebview({
    query: requestUrl(request).searchParams.get(WEBVIEW_QUERY_PARAM),
    productCodeHeader: header(request, PRODUCT_CODE_HEADER),
    webviewHeader: header(request, WEBVIEW_HEADER),
    cookie: readSessionCookies(request.headers.cookie ?? '').webviewProductCode,
  });
}

export interface RedirectPolicyOptions extends MaintenanceSourceOptions {
  /** The client IP of a request (see clientIp.ts); defaults to the socket peer. */
  clientIp?: (request: FastifyRequest) => string | null;
  /** The route table as the registry has it now: a deploy's protected routes are guarded at once. */
  routes: () => Promise<RouteTable>;
}

/**
 * The server side of the route guard and the maintenance redirect (spec 000 §4): the shared pure
 * `decideGuard` (@portal/routes) fed with what the gateway knows — the registry's routes, the token
 * cookie, webview mode, the maintenance status read from the API (short cache) and the client IP (README "Client IP").
 */
export function createRedirectPolicy(options: RedirectPolicyOptions): RedirectPolicy {
  const maintenance = createMaintenanceSource(options);
  const clientIp = options.clientIp ?? ((request: FastifyRequest) => request.socket.remoteAddress ?? null);
  return async (request) => {
    const url = requestUrl(request);
    const [status, routes] = await Promise.all([maintenance.read(), options.routes()]);
    const decision = decideGuard({
      pathname: url.pathname,
      search: url.search,
      hasToken: readSessionCookies(request.headers.cookie ?? '').token !== null,
      isWebview: webviewOf(request).isWebview,
      routes,
      maintenance: status && {
        setting: status.setting,
        pageUrl: status.pageUrl,
        clientIp: clientIp(request),
      },
    });
    return decision && { location: decision.location };
  };
}

/** A webview cookie lives a day: an in-app browser has its own cookie jar and says so again on its next visit. */
const WEBVIEW_COOKIE_MS = 24 * 60 * 60 * 1000;

/**
 * Set-Cookie for the webview cookie when this navigation starts (or leaves) webview mode, so the
 * shell's next page loads and API calls carry the product code the in-app browser gave once.
 */
export function webviewCookieFor(request: FastifyRequest): string | null {
  const mode = webviewOf(request);
  const current = readSessionCookies(request.headers.cookie ?? '').webviewProductCode;
  const secure = request.protocol === 'https';
  if (mode.leave && current !== null)
    return serializeCookie(WEBVIEW_COOKIE, '', { expires: new Date(0), secure });
  if (!mode.productCode || mode.productCode === current) return null;
  return serializeCookie(WEBVIEW_COOKIE, mode.productCode, {
    expires: new Date(Date.now() + WEBVIEW_COOKIE_MS),
    secure,
  });
}

/** onRequest step: remember webview mode, then a decision becomes a 307 (method and body kept, never cached). */
export function redirectStep(policy: RedirectPolicy) {
  return async function redirectOnRequest(request: FastifyRequest, reply: FastifyReply) {
    const cookie = webviewCookieFor(request);
    if (cookie) reply.header('set-cookie', cookie);
    const decision = await policy(request);
    if (decision) {
      return reply.code(307).header('location', decision.location).header('cache-control', 'no-store').send();
    }
  };
}
