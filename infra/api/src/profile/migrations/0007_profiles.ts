import { sql, type Kysely } from 'kysely';

const now = sql`now()`;

/**
 * Profiles and friends (issue 12): profile data beyond the account (birth date, phone, deletion),
 * game account links (what the profile's Games Activities list shows), friend requests,
 * friendships, blocks and invite links. Nicknames become unique ignoring case.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // 'This username is unavailable' is decided by the database, so two racing renames cannot both win.
  await sql`create unique index users_nickname_ci_unique on users (lower(nickname))`.execute(db);

  await db.schema
    .createTable('player_profiles')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('birth_date', 'date')
    .addColumn('phone', 'text')
    // Set when the player deleted the account: the users row stays (money history) but is anonymised.
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();

  // One row per player and game: created by a transfer's delivery or the game's signed report.
  await db.schema
    .createTable('game_account_links')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('game_code', 'text', (col) => col.notNull().references('games.game_code'))
    .addColumn('game_account_id', 'text')
    .addColumn('level', 'integer', (col) => col.check(sql`level >= 0`))
    .addColumn('playing_since', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('game_account_links_pk', ['user_id', 'game_code'])
    .execute();
  await db.schema
    .createIndex('game_account_links_game_idx')
    .on('game_account_links')
    .column('game_code')
    .execute();

  await db.schema
    .createTable('friend_requests')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('from_user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('to_user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('pending', 'accepted', 'declined', 'cancelled')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('responded_at', 'timestamptz')
    .addCheckConstraint('friend_requests_not_self', sql`from_user_id <> to_user_id`)
    .execute();
  // At most one pending request per pair, whichever way it goes.
  await sql`create unique index friend_requests_pending_pair on friend_requests
    (least(from_user_id, to_user_id), greatest(from_user_id, to_user_id)) where status = 'pending'`.execute(
    db,
  );
  await db.schema
    .createIndex('friend_requests_to_idx')
    .on('friend_requests')
    .columns(['to_user_id', 'status'])
    .execute();
  await db.schema
    .createIndex('friend_requests_from_idx')
    .on('friend_requests')
    .columns(['from_user_id', 'created_at'])
    .execute();

  // Both directions are stored, so "my friends" is one index scan.
  await db.schema
    .createTable('friendships')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('friend_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('friendships_pk', ['user_id', 'friend_id'])
    .addCheckConstraint('friendships_not_self', sql`user_id <> friend_id`)
    .execute();

  await db.schema
    .createTable('friend_blocks')
    .addColumn('blocker_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('friend_blocks_pk', ['blocker_id', 'blocked_id'])
    .execute();

  await db.schema
    .createTable('friend_invites')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('inviter_id', 'integer', (col) =>
      col.notNull().unique().references('users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();

  // A player is invited at most once (001 §5 "each user can be referred only once").
  await db.schema
    .createTable('friend_invite_claims')
    .addColumn('invitee_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('inviter_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('claimed_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'friend_invite_claims',
    'friend_invites',
    'friend_blocks',
    'friendships',
    'friend_requests',
    'game_account_links',
    'player_profiles',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await sql`drop index users_nickname_ci_unique`.execute(db);
}
