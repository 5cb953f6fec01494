import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { EmbedSession } from '@portal/contracts';
import type { Kysely } from 'kysely';
import { insertBearerSession } from '../auth';
import type { Database } from '../db/database';
import { createUsersRepository } from '../auth';
import type { StudioOriginsRepository } from './repository';
import { unixSeconds } from '../lib/time';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** How long a replica remembers which origin a token is bound to (a binding never changes). */
const BINDING_CACHE_MS = 60_000;
const BINDING_CACHE_SIZE = 10_000;

export class OriginNotAllowedError extends Error {}

export interface EmbedSessionClient {
  ip: string | null;
  userAgent: string | null;
}

/**
 * Sessions for players on studio pages: ordinary bearer sessions of the accounts domain (revoked by
 * sign-out, expired by time) with the lifetime the operator set for the studio, each bound to the
 * studio origin it was issued for (by the sign-in popup, a studio's backend, or a widget's own sign-in). Studio secrets are kept as SHA-256 only.
 */
export function createEmbedSessions(db: Kysely<Database>, studios: StudioOriginsRepository) {
  const bindings = new Map<string, { origin: string | null; at: number }>();
  const users = createUsersRepository(db);

  return {
    async issue(
      userId: number,
      origin: string,
      via: 'popup' | 'partner',
      client: EmbedSessionClient,
    ): Promise<EmbedSession> {
      const studio = await studios.find(origin);
      if (!studio) throw new OriginNotAllowedError(`${origin} is not on the studio allowlist`);
      const expiresAt = new Date(Date.now() + studio.sessionMinutes * 60_000);
      const { token, sessionId } = await insertBearerSession(db, { userId, expiresAt, ...client });
      await db
        .insertInto('embed_sessions')
        .values({ session_id: sessionId, token_hash: sha256(token), origin, issued_via: via })
        .execute();
      return { token, expiresAt: unixSeconds(expiresAt), origin };
    },

    /**
     * Makes a session the accounts domain just issued on a studio page (a widget's own sign-in or
     * registration) an embed session of that page: bound to its origin, with the studio's lifetime.
     */
    async bind(token: string, origin: string): Promise<EmbedSession> {
      const studio = await studios.find(origin);
      if (!studio) throw new OriginNotAllowedError(`${origin} is not on the studio allowlist`);
      const expiresAt = new Date(Date.now() + studio.sessionMinutes * 60_000);
      const hash = sha256(token);
      await db.transaction().execute(async (trx) => {
        const session = await trx
          .updateTable('auth_sessions')
          .set({ expires_at: expiresAt })
          .where('token_hash', '=', hash)
          .where('revoked_at', 'is', null)
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('embed_sessions')
          .values({ session_id: session.id, token_hash: hash, origin, issued_via: 'widget' })
          .execute();
      });
      bindings.delete(hash);
      return { token, expiresAt: unixSeconds(expiresAt), origin };
    },

    playerExists: async (userId: number) => (await users.findById(userId)) !== undefined,

    /** The studio origin a bearer token is bound to; null for any other token. */
    async boundOrigin(token: string): Promise<string | null> {
      const hash = sha256(token);
      const known = bindings.get(hash);
      if (known && Date.now() - known.at < BINDING_CACHE_MS) return known.origin;
      const row = await db
        .selectFrom('embed_sessions')
        .select('origin')
        .where('token_hash', '=', hash)
        .executeTakeFirst();
      if (bindings.size >= BINDING_CACHE_SIZE) bindings.clear();
      bindings.set(hash, { origin: row?.origin ?? null, at: Date.now() });
      return row?.origin ?? null;
    },

    /** A new secret for the studio's backend, shown once; false when the origin is not on the list. */
    async rotateSecret(origin: string): Promise<string | null> {
      const secret = `pss_${randomBytes(32).toString('base64url')}`;
      return (await studios.setSecretHash(origin, sha256(secret))) ? secret : null;
    },

    async secretMatches(origin: string, given: string): Promise<boolean> {
      const stored = (await studios.find(origin))?.secretHash;
      if (!stored || !given) return false;
      const actual = Buffer.from(sha256(given), 'hex');
      const expected = Buffer.from(stored, 'hex');
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}
export type EmbedSessions = ReturnType<typeof createEmbedSessions>;
