import {
  HUMAN_CHALLENGE_HEADER,
  HUMAN_PROOF_HEADER,
  LANGUAGE_HEADER,
  PRODUCT_CODE_HEADER,
  WEBVIEW_HEADER,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StudioAllowlist } from './allowlist';

/** Browsers keep a preflight this long (Chromium caps it at 2 hours). */
export const PREFLIGHT_MAX_AGE_SECONDS = 7200;

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
/**
 * What an embed sends: its bearer token, JSON, the language and webview headers, and the proof of
 * work a throttle asked for. Never the CSRF header: no cookies cross origins.
 */
const ALLOWED_HEADERS = [
  'authorization',
  'content-type',
  'accept',
  LANGUAGE_HEADER,
  WEBVIEW_HEADER,
  PRODUCT_CODE_HEADER,
  HUMAN_PROOF_HEADER,
].join(', ');
/** What an embed reads: when to try again, and the challenge of a 428 (else it could never answer one). */
const EXPOSED_HEADERS = ['retry-after', HUMAN_CHALLENGE_HEADER].join(', ');

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');

function crossOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  return typeof origin === 'string' && origin !== 'null' && isApiPath(request.url) ? origin : null;
}

/**
 * CORS for studio sites: an origin on the allowlist gets its own origin back (never `*`, never
 * credentials: embeds authenticate with a bearer token, so the session cookie never crosses), any
 * other origin gets no CORS header at all and the browser keeps the answer from the page.
 */
export function registerStudioCors(app: FastifyInstance, allowlist: StudioAllowlist): void {
  app.addHook('onRequest', async (request, reply) => {
    const origin = crossOrigin(request);
    if (!origin) return;
    reply.header('vary', 'Origin');
    if (!(await allowlist.isAllowed(origin))) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-expose-headers', EXPOSED_HEADERS);
    const preflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'];
    if (!preflight) return;
    return reply
      .status(204)
      .header('access-control-allow-methods', ALLOWED_METHODS)
      .header('access-control-allow-headers', ALLOWED_HEADERS)
      .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS))
      .send();
  });
}
