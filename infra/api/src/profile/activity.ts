import {
  errorCodes,
  type GameActivityReport,
  type GamingActivityEntry,
  type PlatformCode,
} from '@portal/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';
import { domainError } from './errors';
import { isLivePlayer } from './players';
import { unixSeconds } from '../lib/time';

/**
 * The Games Activities of a player (000 §3 "Gaming activity entry"): one entry per game account
 * link. A link comes from the game's signed level report or from a delivered transfer to that game
 * (migration 0011's trigger links it in the transaction that marks the transfer delivered). Most
 * recently active first.
 */
export async function readGamingActivities(
  db: Kysely<Database>,
  userId: number,
): Promise<GamingActivityEntry[]> {
  const links = await db
    .selectFrom('game_account_links')
    .select(['game_code', 'level', 'playing_since', 'updated_at'])
    .where('user_id', '=', userId)
    .execute();
  const entries = links.map((link) => ({
    gameCode: link.game_code,
    level: link.level,
    playingSince: link.playing_since,
    activeAt: link.updated_at,
  }));
  if (entries.length === 0) return [];

  const codes = entries.map((entry) => entry.gameCode);
  const games = await db
    .selectFrom('games')
    .select(['game_code', 'name', 'created_at', 'thumbnail_homepage'])
    .where('game_code', 'in', codes)
    .execute();
  const platforms = await db
    .selectFrom('game_platforms')
    .select(['game_code', 'platform_code'])
    .where('game_code', 'in', codes)
    .execute();
  const gameByCode = new Map(games.map((game) => [game.game_code, game]));
  const platformsOf = (code: string): { code: PlatformCode }[] =>
    platforms.filter((row) => row.game_code === code).map((row) => ({ code: row.platform_code }));

  return entries
    .sort((a, b) => b.activeAt.getTime() - a.activeAt.getTime() || a.gameCode.localeCompare(b.gameCode))
    .flatMap((entry) => {
      const game = gameByCode.get(entry.gameCode);
      if (!game) return [];
      return [
        {
          game: {
            name: game.name,
            gameCode: game.game_code,
            createdAt: unixSeconds(game.created_at),
            content: { thumbnailHomepage: game.thumbnail_homepage },
            gamePlatforms: platformsOf(game.game_code),
          },
          level: entry.level,
          playingSince: unixSeconds(entry.playingSince),
        },
      ];
    });
}

/**
 * Records a game's report of a player's level: creates the game account link on the first report,
 * keeps the earliest playingSince, and takes the latest level and game account id.
 */
export async function recordActivityReport(
  db: Kysely<Database>,
  gameCode: string,
  report: GameActivityReport,
  now: Date,
) {
  const game = await db
    .selectFrom('games')
    .select('game_code')
    .where('game_code', '=', gameCode)
    .executeTakeFirst();
  if (!game) throw domainError(404, errorCodes.gameNotFound, `There is no game "${gameCode}".`);
  if (!(await isLivePlayer(db, report.userId))) {
    throw domainError(404, 'USER_NOT_FOUND', `There is no player ${report.userId}.`);
  }
  const since = report.playingSince !== undefined ? new Date(report.playingSince * 1000) : now;
  const row = await db
    .insertInto('game_account_links')
    .values({
      user_id: report.userId,
      game_code: gameCode,
      game_account_id: report.gameAccountId ?? null,
      level: report.level,
      playing_since: since,
      updated_at: now,
    })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'game_code']).doUpdateSet({
        level: report.level,
        game_account_id: sql`coalesce(excluded.game_account_id, game_account_links.game_account_id)`,
        playing_since: sql`least(game_account_links.playing_since, excluded.playing_since)`,
        updated_at: now,
      }),
    )
    .returning(['level', 'playing_since'])
    .executeTakeFirstOrThrow();
  return { gameCode, userId: report.userId, level: row.level, playingSince: unixSeconds(row.playing_since) };
}
