import { JOB_TYPES, SOCIAL_LOGIN_TYPES, SUPPORTED_LANGUAGES } from '@portal/contracts';
import { sql, type Kysely } from 'kysely';

const inList = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));

/**
 * Accounts (issue 3): players, their sessions, codes and links. Secrets are never stored in clear:
 * passwords as scrypt hashes with their parameters, tokens and codes as SHA-256 digests.
 * The wallet issue adds balances and reads totals from its own tables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    // Account ids double as raffle lottery numbers (001 §3): small, stable integers.
    .addColumn('id', 'serial', (col) => col.primaryKey())
    // Null for a social account whose provider gave no email (until /verification/email).
    .addColumn('email', 'text')
    .addColumn('email_normalized', 'text', (col) => col.unique())
    .addColumn('email_verified_at', 'timestamptz')
    // Null for accounts created through a social provider only.
    .addColumn('password_hash', 'text')
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('nickname', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) =>
      col
        .notNull()
        .defaultTo('en')
        .check(sql`language in (${inList(SUPPORTED_LANGUAGES)})`),
    )
    // configuration of 000 §3
    .addColumn('image', 'text')
    .addColumn('job', 'text', (col) => col.check(sql`job in (${inList(JOB_TYPES)})`))
    .addColumn('vip_eligible_level', 'smallint', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`vip_eligible_level between 0 and 2`),
    )
    .addColumn('vip_up_level', 'smallint', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`vip_up_level between 0 and 2`),
    )
    .addColumn('has_pending_payment', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('show_popup_adjust_quest_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('auth_sessions')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('auth_sessions_user_idx').on('auth_sessions').column('user_id').execute();

  // Six-digit codes: 'register' (email + pending password) and 'email' (a signed-in player adds one).
  await db.schema
    .createTable('verification_codes')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('purpose', 'text', (col) => col.notNull().check(sql`purpose in ('register', 'email')`))
    .addColumn('email_normalized', 'text', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (col) => col.notNull())
    // The password chosen with Send (register only), already hashed: it never waits in clear.
    .addColumn('password_hash', 'text')
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('en'))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('consumed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('verification_codes_lookup_idx')
    .on('verification_codes')
    .columns(['purpose', 'email_normalized', 'created_at'])
    .execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('social_identities')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('provider', 'text', (col) =>
      col.notNull().check(sql`provider in (${inList(SOCIAL_LOGIN_TYPES)})`),
    )
    .addColumn('provider_user_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('social_identities_provider_user_unique', ['provider', 'provider_user_id'])
    .execute();

  // One row per authorization request: state (hashed) ties the callback to its PKCE verifier.
  await db.schema
    .createTable('oauth_states')
    .addColumn('state_hash', 'text', (col) => col.primaryKey())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('code_verifier', 'text', (col) => col.notNull())
    .addColumn('redirect_uri', 'text', (col) => col.notNull())
    .addColumn('skip_registration_callback_type', 'smallint', (col) => col.notNull().defaultTo(0))
    .addColumn('referrer', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  // Throttling: one row per counted event (code sent, login failed…), counted over a sliding window.
  await db.schema
    .createTable('auth_throttle_events')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('auth_throttle_events_lookup_idx')
    .on('auth_throttle_events')
    .columns(['scope', 'subject', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'auth_throttle_events',
    'oauth_states',
    'social_identities',
    'password_reset_tokens',
    'verification_codes',
    'auth_sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
