import { PUZZLE_IMAGE_TYPES, PUZZLE_MAX_SIDE, PUZZLE_PIECE_SOURCES } from '@portal/contracts';
import { sql, type Kysely } from 'kysely';

const inList = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));

/**
 * Puzzle events (000 §2): an event of a campaign with its picture and grid, the pieces each
 * player collected and placed, a lock row per player and event, and the event's reward-code pool.
 * "A piece counted once" is a unique index on (event, player, source, source reference): a second
 * request for the same visit day or the same quest inserts nothing, whatever the timing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table puzzle_events (
      id serial primary key,
      campaign_id integer not null references campaigns(id),
      event_code text not null check (event_code ~ '^[a-z0-9][a-z0-9_-]{1,63}$'),
      title text not null,
      reward_title text not null,
      starts_at timestamptz not null,
      ends_at timestamptz not null,
      rows integer not null check (rows between 1 and ${sql.lit(PUZZLE_MAX_SIDE)}),
      columns integer not null check (columns between 1 and ${sql.lit(PUZZLE_MAX_SIDE)}),
      image_type text not null check (image_type in (${inList(PUZZLE_IMAGE_TYPES)})),
      image bytea not null,
      image_version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (campaign_id, event_code),
      check (ends_at > starts_at),
      check (rows * columns >= 2)
    )`,
    sql`create table puzzle_players (
      event_id integer not null references puzzle_events(id),
      user_id integer not null references users(id),
      pieces integer not null default 0 check (pieces >= 0),
      updated_at timestamptz not null default now(),
      primary key (event_id, user_id)
    )`,
    sql`create table puzzle_pieces (
      event_id integer not null references puzzle_events(id),
      user_id integer not null references users(id),
      piece_index integer not null check (piece_index >= 0),
      source text not null check (source in (${inList(PUZZLE_PIECE_SOURCES)})),
      source_ref text not null,
      collected_at timestamptz not null,
      placed_at timestamptz,
      primary key (event_id, user_id, piece_index),
      unique (event_id, user_id, source, source_ref)
    )`,
    sql`create table puzzle_reward_codes (
      id serial primary key,
      event_id integer not null references puzzle_events(id),
      code text not null,
      imported_at timestamptz not null default now(),
      claimed_by integer references users(id),
      claimed_at timestamptz,
      unique (event_id, code),
      check ((claimed_by is null) = (claimed_at is null))
    )`,
    // One code per player per event, whatever races happen between two completions.
    sql`create unique index puzzle_reward_codes_one_per_player on puzzle_reward_codes (event_id, claimed_by) where claimed_by is not null`,
    sql`create index puzzle_reward_codes_free_idx on puzzle_reward_codes (event_id, id) where claimed_by is null`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['puzzle_reward_codes', 'puzzle_pieces', 'puzzle_players', 'puzzle_events']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
