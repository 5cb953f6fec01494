import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';

const DAY_MS = 24 * 3600 * 1000;

/** Players who share games with the demo player, so friends, requests and suggestions show someone. */
export const DEMO_COMPANIONS = [
  { slug: 'aria', nickname: 'Aria', job: 'explorer', games: ['moonlight_saga', 'iron_vanguard'] },
  {
    slug: 'kaito',
    nickname: 'Kaito',
    job: 'battle_master',
    games: ['starfall_tactics', 'moonlight_saga', 'pixel_kart_rush'],
  },
  { slug: 'mira', nickname: 'Mira', job: 'tactician', games: ['crazy_ones'] },
] as const;

/** The demo player plays five games (more than the profile's preview of three); the rival none. */
const DEMO_ACTIVITY = [
  { game: 'moonlight_saga', level: 42, daysAgo: 400 },
  { game: 'starfall_tactics', level: 17, daysAgo: 210 },
  { game: 'iron_vanguard', level: null, daysAgo: 120 },
  { game: 'pixel_kart_rush', level: 8, daysAgo: 45 },
  { game: 'crazy_ones', level: 3, daysAgo: 10 },
] as const;

async function userIdBySlug(db: Kysely<Database>, slug: string): Promise<number | undefined> {
  return (await db.selectFrom('users').select('id').where('slug', '=', slug).executeTakeFirst())?.id;
}

async function link(
  db: Kysely<Database>,
  userId: number,
  gameCode: string,
  level: number | null,
  since: Date,
) {
  const result = await db
    .insertInto('game_account_links')
    .values({
      user_id: userId,
      game_code: gameCode,
      level,
      playing_since: since,
      game_account_id: `demo-${userId}-${gameCode}`,
    })
    // A delivered demo transfer may have linked the game already (migration 0011): the seed then
    // reports like the game would, adding the level and the earlier start, once.
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'game_code'])
        .doUpdateSet({
          level: sql`coalesce(game_account_links.level, excluded.level)`,
          playing_since: sql`least(game_account_links.playing_since, excluded.playing_since)`,
        })
        .where((eb) =>
          eb.or([
            eb.and([eb('game_account_links.level', 'is', null), eb('excluded.level', 'is not', null)]),
            eb('game_account_links.playing_since', '>', eb.ref('excluded.playing_since')),
          ]),
        ),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/**
 * Profile demo data (idempotent): the demo player's birth date, job and five games; three
 * companions who play some of them; one friend (Aria), one incoming request (Kaito) and Mira as a
 * suggestion. Runs after the players seeder; does nothing without the demo player.
 */
export async function seedDemoProfiles(db: Kysely<Database>, now = new Date()): Promise<number> {
  const demoId = await userIdBySlug(db, 'demo');
  if (!demoId) return 0;
  let written = 0;
  const profile = await db
    .insertInto('player_profiles')
    .values({ user_id: demoId, birth_date: '1996-04-12', birth_date_visibility: 'day_month', phone: null })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .executeTakeFirst();
  written += Number(profile.numInsertedOrUpdatedRows ?? 0);
  await db
    .updateTable('users')
    .set({ job: 'explorer' })
    .where('id', '=', demoId)
    .where('job', 'is', null)
    .execute();
  for (const entry of DEMO_ACTIVITY) {
    written += await link(
      db,
      demoId,
      entry.game,
      entry.level,
      new Date(now.getTime() - entry.daysAgo * DAY_MS),
    );
  }

  for (const companion of DEMO_COMPANIONS) {
    let id = await userIdBySlug(db, companion.slug);
    if (!id) {
      const taken = await db
        .selectFrom('users')
        .select('id')
        .where('nickname', 'ilike', companion.nickname)
        .executeTakeFirst();
      if (taken) continue;
      // No email and no password: they exist to be seen, nobody signs in as them.
      id = (
        await db
          .insertInto('users')
          .values({
            email: null,
            email_normalized: null,
            email_verified_at: null,
            password_hash: null,
            nickname: companion.nickname,
            slug: companion.slug,
            language: 'en',
            image: null,
            job: companion.job,
            show_popup_adjust_quest_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      written += 1;
    }
    for (const [index, game] of companion.games.entries()) {
      written += await link(
        db,
        id,
        game,
        5 + index * 7,
        new Date(now.getTime() - (90 + index * 30) * DAY_MS),
      );
    }
  }

  const aria = await userIdBySlug(db, 'aria');
  const kaito = await userIdBySlug(db, 'kaito');
  if (aria) {
    const friends = await db
      .insertInto('friendships')
      .values([
        { user_id: demoId, friend_id: aria },
        { user_id: aria, friend_id: demoId },
      ])
      .onConflict((conflict) => conflict.columns(['user_id', 'friend_id']).doNothing())
      .executeTakeFirst();
    written += Number(friends.numInsertedOrUpdatedRows ?? 0);
  }
  if (kaito) {
    const existing = await db
      .selectFrom('friend_requests')
      .select('id')
      .where('from_user_id', '=', kaito)
      .where('to_user_id', '=', demoId)
      .executeTakeFirst();
    if (!existing) {
      await db
        .insertInto('friend_requests')
        .values({ from_user_id: kaito, to_user_id: demoId, status: 'pending' })
        .execute();
      written += 1;
    }
  }
  return written;
}

/** Rows a first seed writes: the profile, the demo games, the companions with their games, one friendship (2 rows), one request. */
export const DEMO_PROFILE_ROWS =
  1 +
  DEMO_ACTIVITY.length +
  DEMO_COMPANIONS.length +
  DEMO_COMPANIONS.reduce((sum, companion) => sum + companion.games.length, 0) +
  2 +
  1;
