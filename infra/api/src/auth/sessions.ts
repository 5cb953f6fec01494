import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database';
import type { AuthRepository } from './repository';
import { randomToken, sha256 } from './secrets';
import { createSessionCache, type SessionCache } from './sessionCache';

export interface IssuedSession {
  token: string;
  userId: number;
  expiresAt: Date;
}

export interface SessionClient {
  ip: string | null;
  userAgent: string | null;
}

export interface AuthenticatedSession {
  userId: number;
  sessionId: number;
}

/**
 * Opaque bearer sessions: the token goes to the player once, the database keeps its SHA-256.
 * `cache` (sessionCache.ts, SESSION_CACHE_MS) spares repeated lookups of one token for a moment;
 * without it every request reads the database.
 */
export function createSessionService(
  repository: AuthRepository,
  sessionDays: number,
  cache: SessionCache = createSessionCache(0),
) {
  return {
    async issue(
      userId: number,
      client: SessionClient,
      executor?: Transaction<Database>,
    ): Promise<IssuedSession> {
      const token = randomToken();
      const expiresAt = new Date(Date.now() + sessionDays * 24 * 3600 * 1000);
      await repository.insertSession({ userId, tokenHash: sha256(token), expiresAt, ...client }, executor);
      return { token, userId, expiresAt };
    },

    /** The live session a bearer token opens, or null (unknown, revoked or expired). */
    async authenticate(token: string): Promise<AuthenticatedSession | null> {
      const tokenHash = sha256(token);
      const cached = cache.get(tokenHash);
      if (cached) return cached;
      const row = await repository.findLiveSession(tokenHash, new Date());
      if (!row) return null;
      const session = { userId: row.user_id, sessionId: row.id };
      cache.remember(tokenHash, session, row.expires_at);
      return session;
    },

    revoke: (sessionId: number) => {
      cache.forgetSession(sessionId);
      return repository.revokeSession(sessionId, new Date());
    },
    revokeAll: (userId: number, executor?: Transaction<Database>) => {
      cache.forgetUser(userId);
      return repository.revokeAllSessions(userId, new Date(), executor);
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;

/**
 * A bearer session with a lifetime of the caller's choosing, for another domain that signs a player
 * in somewhere else (a studio's page): the token (once) and the session's id. It is revoked and
 * authenticated like any other session.
 */
export async function insertBearerSession(
  db: Kysely<Database>,
  { userId, expiresAt, ip, userAgent }: { userId: number; expiresAt: Date } & SessionClient,
): Promise<{ token: string; sessionId: number }> {
  const token = randomToken();
  const row = await db
    .insertInto('auth_sessions')
    .values({
      user_id: userId,
      token_hash: sha256(token),
      expires_at: expiresAt,
      ip,
      user_agent: userAgent?.slice(0, 512) ?? null,
      revoked_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, sessionId: row.id };
}
