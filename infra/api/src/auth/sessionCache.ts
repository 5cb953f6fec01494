import type { AuthenticatedSession } from './sessions';

/** Entries kept at most; the oldest go first (a Map keeps insertion order). */
const MAX_ENTRIES = 10_000;

interface Entry extends AuthenticatedSession {
  /** Not trusted after this (ms since the epoch): the cache lifetime or the session's end. */
  until: number;
}

/**
 * A short-lived, in-process memo of live sessions (token hash → user and session id), so a burst of
 * requests with one token (a page load's /me, totals and widgets) costs one session lookup, not one
 * each. Sessions live in the database; this only delays what another replica changes:
 * - a session revoked on another replica (sign-out, "sign out everywhere", a password change or an
 *   account deletion there) still opens requests on this replica for at most `lifetimeMs`
 *   (SESSION_CACHE_MS, at most 5 s; 0 turns the cache off);
 * - on the replica that revokes it, at once: the session service forgets what it revokes, and the
 *   profile's password change and account deletion (which revoke in their own transactions)
 *   forget the player's sessions through `app.sessionCache`;
 * - an entry never outlives the session's own expiry, and unknown or revoked tokens are never
 *   cached (every miss asks the database, as before).
 */
export function createSessionCache(lifetimeMs: number, now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  const forgetWhere = (matches: (entry: Entry) => boolean) => {
    for (const [key, entry] of entries) if (matches(entry)) entries.delete(key);
  };
  return {
    enabled: lifetimeMs > 0,

    get(tokenHash: string): AuthenticatedSession | null {
      const entry = entries.get(tokenHash);
      if (!entry) return null;
      if (entry.until <= now()) {
        entries.delete(tokenHash);
        return null;
      }
      return { userId: entry.userId, sessionId: entry.sessionId };
    },

    remember(tokenHash: string, session: AuthenticatedSession, expiresAt: Date): void {
      if (lifetimeMs <= 0) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(tokenHash, { ...session, until: Math.min(now() + lifetimeMs, expiresAt.getTime()) });
    },

    forgetSession(sessionId: number): void {
      forgetWhere((entry) => entry.sessionId === sessionId);
    },

    forgetUser(userId: number): void {
      forgetWhere((entry) => entry.userId === userId);
    },

    forgetAll(): void {
      entries.clear();
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
