import type { Transaction } from 'kysely';
import type { Database } from '../db/database';
import type { AuthRepository } from './repository';
import { randomToken, sha256 } from './secrets';

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

/** Opaque bearer sessions: the token goes to the player once, the database keeps its SHA-256. */
export function createSessionService(repository: AuthRepository, sessionDays: number) {
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
      const session = await repository.findLiveSession(sha256(token), new Date());
      return session ? { userId: session.user_id, sessionId: session.id } : null;
    },

    revoke: (sessionId: number) => repository.revokeSession(sessionId, new Date()),
    revokeAll: (userId: number, executor?: Transaction<Database>) =>
      repository.revokeAllSessions(userId, new Date(), executor),
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
