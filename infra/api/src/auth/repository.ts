import type { LanguageCode, SocialLoginType } from '@portal/contracts';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../db/database';
import { preparedQuery } from '../db/preparedStatements';
import type { OauthStatesTable, VerificationCodesTable, VerificationPurpose } from './tables';

type Executor = Kysely<Database> | Transaction<Database>;
export type VerificationCodeRow = Selectable<VerificationCodesTable>;
export type OauthStateRow = Selectable<OauthStatesTable>;

export interface SessionInsert {
  userId: number;
  tokenHash: string;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
}

export interface CodeInsert {
  purpose: VerificationPurpose;
  emailNormalized: string;
  userId: number | null;
  codeHash: string;
  passwordHash: string | null;
  language: LanguageCode;
  expiresAt: Date;
}

/** Sessions: written at sign-in, found on every signed-in request, revoked at sign-out. */
function sessionRows(db: Kysely<Database>) {
  const liveSession = preparedQuery(
    db,
    'live_session',
    (tokenHash: string, now: Date) =>
      db
        .selectFrom('auth_sessions')
        .select(['id', 'user_id', 'expires_at'])
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now),
    2,
  );
  return {
    async insertSession(session: SessionInsert, executor: Executor = db): Promise<void> {
      await executor
        .insertInto('auth_sessions')
        .values({
          user_id: session.userId,
          token_hash: session.tokenHash,
          expires_at: session.expiresAt,
          ip: session.ip,
          user_agent: session.userAgent?.slice(0, 512) ?? null,
          revoked_at: null,
        })
        .execute();
    },

    /**
     * The live session of a token digest: not revoked, not expired. Every signed-in request (past
     * the short session cache) asks this, so it runs as a named prepared statement.
     */
    async findLiveSession(tokenHash: string, now: Date) {
      const [row] = await liveSession(tokenHash, now);
      return row;
    },

    async revokeSession(sessionId: number, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('auth_sessions')
        .set({ revoked_at: now })
        .where('id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async revokeAllSessions(userId: number, now: Date, executor: Executor = db): Promise<number> {
      const result = await executor
        .updateTable('auth_sessions')
        .set({ revoked_at: now })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

/** Verification codes (registration, email checks): one live code per purpose and address. */
function codeRows(db: Kysely<Database>) {
  return {
    /** A new code replaces the earlier unused ones for the same purpose and address. */
    async insertCode(code: CodeInsert, now: Date): Promise<void> {
      await db.transaction().execute(async (trx) => {
        let earlier = trx
          .updateTable('verification_codes')
          .set({ consumed_at: now })
          .where('purpose', '=', code.purpose)
          .where('email_normalized', '=', code.emailNormalized)
          .where('consumed_at', 'is', null);
        if (code.userId !== null) earlier = earlier.where('user_id', '=', code.userId);
        await earlier.execute();
        await trx
          .insertInto('verification_codes')
          .values({
            purpose: code.purpose,
            email_normalized: code.emailNormalized,
            user_id: code.userId,
            code_hash: code.codeHash,
            password_hash: code.passwordHash,
            language: code.language,
            expires_at: code.expiresAt,
            consumed_at: null,
            created_at: now,
          })
          .execute();
      });
    },

    /** The newest unused code for this purpose and address (locked when inside a transaction). */
    async latestCode(
      purpose: VerificationPurpose,
      emailNormalized: string,
      userId: number | null,
      executor: Executor = db,
    ): Promise<VerificationCodeRow | undefined> {
      let query = executor
        .selectFrom('verification_codes')
        .selectAll()
        .where('purpose', '=', purpose)
        .where('email_normalized', '=', emailNormalized)
        .where('consumed_at', 'is', null);
      if (userId !== null) query = query.where('user_id', '=', userId);
      query = query.orderBy('id', 'desc').limit(1);
      return (executor.isTransaction ? query.forUpdate() : query).executeTakeFirst();
    },

    async countWrongAttempt(codeId: number, executor: Executor = db): Promise<number> {
      const row = await executor
        .updateTable('verification_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', codeId)
        .returning('attempts')
        .executeTakeFirstOrThrow();
      return row.attempts;
    },

    async consumeCode(codeId: number, now: Date, executor: Executor = db): Promise<void> {
      await executor
        .updateTable('verification_codes')
        .set({ consumed_at: now })
        .where('id', '=', codeId)
        .execute();
    },
  };
}

/** Password reset tokens, each used once. */
function resetTokenRows(db: Kysely<Database>) {
  return {
    async insertResetToken(userId: number, tokenHash: string, expiresAt: Date, now: Date): Promise<void> {
      await db.transaction().execute(async (trx) => {
        // One live link per account: the newest mail is the one that works.
        await trx
          .updateTable('password_reset_tokens')
          .set({ used_at: now })
          .where('user_id', '=', userId)
          .where('used_at', 'is', null)
          .execute();
        await trx
          .insertInto('password_reset_tokens')
          .values({
            user_id: userId,
            token_hash: tokenHash,
            expires_at: expiresAt,
            used_at: null,
            created_at: now,
          })
          .execute();
      });
    },

    /** The live (unused, unexpired) reset token of a digest, or undefined: a read that costs no hashing. */
    async findLiveResetToken(tokenHash: string, now: Date) {
      return db
        .selectFrom('password_reset_tokens')
        .select(['user_id', 'token_hash'])
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
    },

    /** Whether the account has a reset link that can still be used (the newest one only is live). */
    async hasLiveResetToken(userId: number, now: Date): Promise<boolean> {
      const row = await db
        .selectFrom('password_reset_tokens')
        .select('user_id')
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Marks a live reset token used and answers its user; undefined when unknown, used or expired. */
    async useResetToken(tokenHash: string, now: Date, executor: Executor): Promise<number | undefined> {
      const row = await executor
        .updateTable('password_reset_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id;
    },
  };
}

/** Social identities and the OAuth states of sign-ins in flight. */
function socialRows(db: Kysely<Database>) {
  return {
    async findIdentity(provider: SocialLoginType, providerUserId: string) {
      return db
        .selectFrom('social_identities')
        .select(['user_id', 'email'])
        .where('provider', '=', provider)
        .where('provider_user_id', '=', providerUserId)
        .executeTakeFirst();
    },

    async linkIdentity(
      identity: { provider: SocialLoginType; providerUserId: string; userId: number; email: string | null },
      executor: Executor = db,
    ): Promise<void> {
      await executor
        .insertInto('social_identities')
        .values({
          provider: identity.provider,
          provider_user_id: identity.providerUserId,
          user_id: identity.userId,
          email: identity.email,
        })
        .onConflict((conflict) => conflict.columns(['provider', 'provider_user_id']).doNothing())
        .execute();
    },

    async insertOauthState(state: Omit<OauthStateRow, 'created_at' | 'used_at'>, now: Date): Promise<void> {
      await db
        .insertInto('oauth_states')
        .values({ ...state, created_at: now, used_at: null })
        .execute();
      // Old states are useless once expired; drop them as new ones arrive.
      await db
        .deleteFrom('oauth_states')
        .where('expires_at', '<', new Date(now.getTime() - 24 * 3600 * 1000))
        .execute();
    },

    /** Marks a state used and answers it; undefined when unknown, already used or for another provider. */
    async useOauthState(
      stateHash: string,
      provider: SocialLoginType,
      now: Date,
    ): Promise<OauthStateRow | undefined> {
      return db
        .updateTable('oauth_states')
        .set({ used_at: now })
        .where('state_hash', '=', stateHash)
        .where('provider', '=', provider)
        .where('used_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
    },
  };
}

/** Sessions, verification codes, reset tokens, social identities and OAuth states. */
export function createAuthRepository(db: Kysely<Database>) {
  return { ...sessionRows(db), ...codeRows(db), ...resetTokenRows(db), ...socialRows(db) };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
