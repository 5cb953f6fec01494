import type { LanguageCode } from '@portal/contracts';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { UsersTable } from '../tables';
import { defaultNickname } from './defaultNickname';

export type UserRow = Selectable<UsersTable>;
type Executor = Kysely<Database> | Transaction<Database>;

export interface NewUser {
  email: string | null;
  emailVerified: boolean;
  passwordHash: string | null;
  language: LanguageCode;
}

const isUniqueViolation = (error: unknown, constraint: string) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: string }).code === '23505' &&
  String(
    (error as { constraint?: string; message?: string }).constraint ?? (error as Error).message,
  ).includes(constraint);

/** The profile slug: the nickname in lower case, so /profiles/bravefalcon417. */
export const slugFor = (nickname: string): string => nickname.toLowerCase().replace(/[^a-z0-9-]/g, '-');

export function createUsersRepository(db: Kysely<Database>) {
  return {
    async findById(id: number, executor: Executor = db): Promise<UserRow | undefined> {
      return executor.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async findByEmail(emailNormalized: string, executor: Executor = db): Promise<UserRow | undefined> {
      return executor
        .selectFrom('users')
        .selectAll()
        .where('email_normalized', '=', emailNormalized)
        .executeTakeFirst();
    },

    async findBySlug(slug: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('slug', '=', slug).executeTakeFirst();
    },

    /**
     * Inserts a player with a unique default nickname and slug (drawn again on a clash).
     * Throws `EmailTakenError` when the email already has an account.
     */
    async create(user: NewUser, executor: Executor = db): Promise<UserRow> {
      for (let attempt = 0; attempt < 20; attempt++) {
        const nickname = defaultNickname();
        try {
          // ON CONFLICT (slug) DO NOTHING: a clash returns no row instead of aborting a transaction.
          const row = await executor
            .insertInto('users')
            .values({
              email: user.email?.trim() ?? null,
              email_normalized: user.email ? user.email.trim().toLowerCase() : null,
              email_verified_at: user.email && user.emailVerified ? new Date() : null,
              password_hash: user.passwordHash,
              nickname,
              slug: slugFor(nickname),
              language: user.language,
              show_popup_adjust_quest_at: null,
              image: null,
              job: null,
            })
            .onConflict((conflict) => conflict.column('slug').doNothing())
            .returningAll()
            .executeTakeFirst();
          if (row) return row;
        } catch (error) {
          if (isUniqueViolation(error, 'email')) throw new EmailTakenError();
          throw error;
        }
      }
      throw new Error('Could not draw a free profile slug');
    },

    async setPassword(userId: number, passwordHash: string, executor: Executor = db): Promise<void> {
      await executor
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: new Date() })
        .where('id', '=', userId)
        .execute();
    },

    /** Sets a verified email; throws `EmailTakenError` when another account holds it. */
    async setVerifiedEmail(userId: number, email: string, executor: Executor = db): Promise<void> {
      try {
        await executor
          .updateTable('users')
          .set({
            email: email.trim(),
            email_normalized: email.trim().toLowerCase(),
            email_verified_at: new Date(),
            updated_at: new Date(),
          })
          .where('id', '=', userId)
          .execute();
      } catch (error) {
        if (isUniqueViolation(error, 'email')) throw new EmailTakenError();
        throw error;
      }
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;

export class EmailTakenError extends Error {
  constructor() {
    super('This email already has an account');
    this.name = 'EmailTakenError';
  }
}
