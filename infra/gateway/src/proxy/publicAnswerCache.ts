import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Public API answers (`GET /api/public/…` that the API marks `Cache-Control: public` with an ETag:
 * the catalogue, the landing's reads, metadata) are kept here for at most FRESH_MS, so a wave of
 * visitors costs the API one request per answer per second instead of one per visitor, and the
 * gateway does not proxy what it already holds. At most a second, on top of the API's own (a
 * change shows on every replica within a second), so a change shows within two. Answers that
 * vary with credentials are served only to requests without them; anything else goes through.
 */
export const FRESH_MS = 1000;
/** Larger answers are not kept (the public reads are a few KB). */
const MAX_BODY_BYTES = 256 * 1024;
const MAX_ENTRIES = 1000;
const PREFIX = '/api/public/';

interface Entry {
  storedAt: number;
  body: Buffer;
  headers: Record<string, string>;
  etag: string;
  /** The answer varies with the caller's credentials (`Vary: authorization, cookie`). */
  personal: boolean;
}

const cacheable = (request: FastifyRequest) => request.method === 'GET' && request.url.startsWith(PREFIX);
const hasCredentials = (request: FastifyRequest) =>
  request.headers.authorization !== undefined || request.headers.cookie !== undefined;

/** `If-None-Match` names this ETag (or `*`). */
const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined &&
  ifNoneMatch.split(',').some((candidate) => ['*', etag, `W/${etag}`].includes(candidate.trim()));

async function collect(payload: unknown): Promise<Buffer | null> {
  if (Buffer.isBuffer(payload)) return payload;
  if (typeof payload === 'string') return Buffer.from(payload);
  if (!payload || typeof (payload as AsyncIterable<unknown>)[Symbol.asyncIterator] !== 'function')
    return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload as AsyncIterable<Buffer | string>) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new Error('public answer larger than the gateway keeps');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** Hooks on the gateway's root: answer from memory first, remember what the API answered. */
export function registerPublicAnswerCache(app: FastifyInstance, now: () => number = Date.now): void {
  const entries = new Map<string, Entry>();
  const served = new WeakSet<FastifyReply>();

  // Callback hooks, not async ones: they run on every request, and most only look and pass.
  app.addHook('onRequest', (request, reply, done) => {
    if (!cacheable(request)) return done();
    const entry = entries.get(request.url);
    if (!entry || now() - entry.storedAt >= FRESH_MS || (entry.personal && hasCredentials(request)))
      return done();
    served.add(reply);
    reply.headers(entry.headers).header('etag', entry.etag);
    // Answered here: the route is not run (done is not called).
    if (matches(request.headers['if-none-match'], entry.etag)) reply.code(304).send();
    else reply.code(200).send(entry.body);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (!cacheable(request) || served.has(reply) || reply.statusCode !== 200) return done(null, payload);
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    const etag = reply.getHeader('etag');
    const vary = String(reply.getHeader('vary') ?? '').toLowerCase();
    const personal = /authorization|cookie/.test(vary);
    if (
      !/(^|,)\s*public\b/.test(cacheControl) ||
      typeof etag !== 'string' ||
      (personal && hasCredentials(request))
    )
      return done(null, payload);
    collect(payload).then((body) => {
      if (!body) return done(null, payload);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(request.url, {
        storedAt: now(),
        body,
        etag,
        personal,
        headers: {
          'content-type': String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
          'cache-control': cacheControl,
          ...(vary ? { vary } : {}),
        },
      });
      done(null, body);
    }, done);
  });
}
