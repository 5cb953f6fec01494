import {
  decodePassword,
  errorCodes,
  profileEndpoints,
  profileErrorCodes,
  messages,
  type PasswordChange,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuthConfig } from '../auth/config';
import {
  privateRoutes,
  sessionOf,
  hashPassword,
  verifyPassword,
  registerAuthScopeHooks,
  createThrottle,
  type AttemptCheck,
  createUsersRepository,
  createPasswordRule,
} from '../auth';
import type { Database } from '../db/database';
import { ApiHttpError } from '../http/errors';
import { serve } from '../http/serve';
import { domainError } from './errors';

const WRONG_PASSWORDS_THROTTLED = 'Too many wrong passwords. Please try again in {wait}.';
export const CURRENT_PASSWORD_INVALID_MESSAGE = 'Your current password is not correct';

/**
 * /account's password change. It is a sign-in in disguise (the current password is checked), so it
 * counts on the same per-account bucket as the sign-in (`login:account`, keyed by the email): a stolen
 * session cannot guess the password here faster than at /login. The new hash is argon2id with the
 * sign-in's cost; the player's other sessions are signed out, this one stays.
 */
export function createPasswordChange(db: Kysely<Database>, auth: AuthConfig) {
  const users = createUsersRepository(db);
  const throttle = createThrottle(db);
  const requireNewPassword = createPasswordRule(db);

  const attemptOn = (subject: string): AttemptCheck => ({
    scope: 'login:account',
    subject,
    limit: auth.limits.loginFailuresPerEmail,
    backoff: auth.limits.loginBackoff,
    forgiveOnSuccess: true,
    message: WRONG_PASSWORDS_THROTTLED,
  });

  return async function changePassword(userId: number, sessionId: number, payload: PasswordChange) {
    const newPassword = decodePassword(payload.newPassword);
    if (newPassword === null) throw new Error('unreachable: the schema decoded the new password');
    await requireNewPassword('newPassword', newPassword);
    const user = await db
      .selectFrom('users')
      .select(['email', 'password_hash'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();

    if (user.password_hash !== null) {
      const current = payload.currentPassword ? decodePassword(payload.currentPassword) : null;
      if (current === null) {
        throw new ApiHttpError(
          400,
          errorCodes.validation,
          `Invalid body "currentPassword": ${messages.required}`,
        );
      }
      const attempt = await throttle.reserve([attemptOn(user.email ?? `user:${userId}`)]);
      if (!(await verifyPassword(current, user.password_hash))) {
        await attempt.fail();
        throw domainError(400, profileErrorCodes.currentPasswordInvalid, CURRENT_PASSWORD_INVALID_MESSAGE);
      }
      await attempt.succeed();
    }

    const passwordHash = await hashPassword(newPassword, auth.argon2);
    const revokedSessions = await db.transaction().execute(async (trx) => {
      await users.setPassword(userId, passwordHash, trx);
      const revoked = await trx
        .updateTable('auth_sessions')
        .set({ revoked_at: new Date() })
        .where('user_id', '=', userId)
        .where('id', '<>', sessionId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(revoked.numUpdatedRows);
    });
    return { changed: true as const, revokedSessions };
  };
}

export function registerPasswordRoute(app: FastifyInstance, db: Kysely<Database>, auth: AuthConfig): void {
  const changePassword = createPasswordChange(db, auth);
  privateRoutes(app, (scope) => {
    registerAuthScopeHooks(scope);
    serve(scope, profileEndpoints.changePassword, async ({ request, body }) => {
      const session = sessionOf(request);
      const changed = await changePassword(session.userId, session.sessionId, body);
      // The other sessions it revoked open nothing here from now on (the current one is looked up again).
      app.sessionCache.forgetUser(session.userId);
      return changed;
    });
  });
}
