import { createHash } from 'node:crypto';
import { TOKEN_COOKIE } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { createContentVersions, type ContentTopic, type ContentVersions } from './contentVersions';

/** How a public, rarely changing answer is kept (one line in its route's declaration). */
export interface PublicCachePolicy {
  /** The content the answer is made of: a change to it (any replica, the CLI) drops the answer within a second. */
  topic: ContentTopic;
  /** Cache-Control max-age for browsers, the gateway and a CDN; they revalidate with the ETag after. */
  maxAgeSeconds: number;
  /** For answers that also move with the clock or with traffic (phases, codes left): made again after this. */
  ttlMs?: number;
  /**
   * The answer carries the caller's own state when a session comes with the request: such requests
   * are answered as before, and shared answers say they vary with the credentials.
   */
  personalWithSession?: boolean;
}

interface Entry {
  version: string;
  expiresAt: number;
  body: Buffer;
  etag: string;
}

/** Entries kept per route at most (keys come from validated params and query, so few exist). */
const MAX_ENTRIES_PER_ROUTE = 500;

declare module 'fastify' {
  interface FastifyInstance {
    /** The content versions public answers are checked against (http/publicCache). */
    contentVersions: ContentVersions;
  }
}

/** Decorates the API with the content versions of its database; before any route that caches. */
export function registerPublicCache(app: FastifyInstance, db: Kysely<Database>): void {
  const versions = createContentVersions(db);
  app.decorate('contentVersions', versions);
  app.addHook('onClose', async () => versions.close());
}

const hasSession = (request: FastifyRequest) =>
  request.headers.authorization !== undefined || (request.headers.cookie ?? '').includes(`${TOKEN_COOKIE}=`);

/** `If-None-Match: "a", W/"b"` names this answer (or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => ['*', etag, `W/${etag}`].includes(candidate.trim()));
}

/**
 * A route's answers from memory: the serialized body and its ETag, made once per content version
 * (and per `ttlMs`), whatever the number of replicas and callers. Concurrent misses share one making.
 * Resolves false when the request must be answered as usual (a session on a personal route).
 */
export function createPublicCache(policy: PublicCachePolicy, now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  const making = new Map<string, Promise<Entry>>();
  const cacheControl = `public, max-age=${policy.maxAgeSeconds}`;

  async function make(key: string, version: string, answer: () => Promise<string>): Promise<Entry> {
    const body = Buffer.from(await answer());
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    const entry = { version, body, etag, expiresAt: now() + (policy.ttlMs ?? Infinity) };
    if (entries.size >= MAX_ENTRIES_PER_ROUTE) entries.delete(entries.keys().next().value!);
    entries.set(key, entry);
    return entry;
  }

  return async function serve(
    versions: ContentVersions,
    request: FastifyRequest,
    reply: FastifyReply,
    /** The answer's body, serialized as the route serializes it. */
    answer: () => Promise<string>,
  ): Promise<boolean> {
    if (policy.personalWithSession) {
      if (hasSession(request)) return false;
      reply.header('vary', 'authorization, cookie');
    }
    const key = JSON.stringify([request.params, request.query]);
    const version = await versions.current(policy.topic);
    let entry = entries.get(key);
    if (!entry || entry.version !== version || entry.expiresAt <= now()) {
      const flight = `${version} ${key}`;
      let pending = making.get(flight);
      if (!pending) {
        pending = make(key, version, answer).finally(() => making.delete(flight));
        making.set(flight, pending);
      }
      entry = await pending;
    }
    reply.header('etag', entry.etag).header('cache-control', cacheControl);
    if (matches(request.headers['if-none-match'], entry.etag)) reply.code(304).send();
    else reply.type('application/json; charset=utf-8').send(entry.body);
    return true;
  };
}
