import type { GameStatus, PlatformCode } from '@portal/contracts';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/database';
import type { GamesTable } from '../platform/tables';
import { contentChanged } from '../http/publicCache/contentVersions';

export type GameRow = Selectable<GamesTable> & { platforms: PlatformCode[] };
export type GameWrite = Insertable<GamesTable> & { platforms: readonly PlatformCode[] };

export function createGamesRepository(db: Kysely<Database>) {
  async function withPlatforms(games: Selectable<GamesTable>[]): Promise<GameRow[]> {
    if (games.length === 0) return [];
    const platforms = await db
      .selectFrom('game_platforms')
      .select(['game_code', 'platform_code'])
      .where(
        'game_code',
        'in',
        games.map((game) => game.game_code),
      )
      .orderBy('platform_code')
      .execute();
    return games.map((game) => ({
      ...game,
      platforms: platforms.filter((row) => row.game_code === game.game_code).map((row) => row.platform_code),
    }));
  }

  return {
    async list(status?: GameStatus): Promise<GameRow[]> {
      let query = db.selectFrom('games').selectAll();
      if (status) query = query.where('status', '=', status);
      return withPlatforms(await query.orderBy('sort_order').orderBy('name').execute());
    },

    async find(gameCode: string): Promise<GameRow | undefined> {
      const game = await db
        .selectFrom('games')
        .selectAll()
        .where('game_code', '=', gameCode)
        .executeTakeFirst();
      return game ? (await withPlatforms([game]))[0] : undefined;
    },

    async count(): Promise<number> {
      const { total } = await db
        .selectFrom('games')
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(total);
    },

    /** Inserts or updates a game and replaces its platforms, atomically. */
    async upsert({ platforms, ...game }: GameWrite): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const { game_code: _code, ...changes } = game;
        await trx
          .insertInto('games')
          .values(game)
          .onConflict((conflict) => conflict.column('game_code').doUpdateSet(changes))
          .execute();
        await trx.deleteFrom('game_platforms').where('game_code', '=', game.game_code).execute();
        if (platforms.length > 0) {
          await trx
            .insertInto('game_platforms')
            .values(platforms.map((platform_code) => ({ game_code: game.game_code, platform_code })))
            .execute();
        }
      });
      contentChanged();
    },
  };
}
export type GamesRepository = ReturnType<typeof createGamesRepository>;
