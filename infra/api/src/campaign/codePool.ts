import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';

/** A pool of one-time codes: a table whose rows belong to one pool by `poolColumn`. */
export interface CodePool {
  table: 'campaign_reward_codes' | 'puzzle_reward_codes';
  poolColumn: 'reward_id' | 'event_id';
  poolId: number;
}

export interface ClaimedCode {
  code: string;
  claimed_at: Date;
}

/** Looks again this many times while other claims hold the last free codes. */
const MAX_ATTEMPTS = 40;

/**
 * Gives `userId` the first free code of the pool, or null once the pool is empty.
 *
 * One UPDATE … WHERE id = (SELECT … FOR UPDATE SKIP LOCKED) claims a row, so two players never get
 * one code and a claim never queues behind another. But a row locked by a claim in flight looks
 * taken, and that claim may still roll back (a player's repeat that hits the one-code-per-player
 * index frees the row it held). So "no unlocked row" only means empty when no unclaimed row is left
 * at all; otherwise this looks again shortly. A unique violation (this player's own repeat won)
 * is thrown to the caller, which answers with the code the player already holds.
 */
export async function claimFromPool(
  db: Kysely<Database>,
  { table, poolColumn, poolId }: CodePool,
  userId: number,
  at: Date,
): Promise<ClaimedCode | null> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const won = await sql<ClaimedCode>`
      update ${sql.table(table)} set claimed_by = ${userId}, claimed_at = ${at}
      where id = (
        select id from ${sql.table(table)}
        where ${sql.ref(poolColumn)} = ${poolId} and claimed_by is null
        order by id limit 1
        for update skip locked
      )
      returning code, claimed_at`.execute(db);
    if (won.rows[0]) return won.rows[0];
    const left = await sql<{ id: number }>`
      select id from ${sql.table(table)}
      where ${sql.ref(poolColumn)} = ${poolId} and claimed_by is null
      limit 1`.execute(db);
    if (left.rows.length === 0) return null;
    await new Promise((resolve) => setTimeout(resolve, Math.min(5 * (attempt + 1), 50)));
  }
  return null;
}
