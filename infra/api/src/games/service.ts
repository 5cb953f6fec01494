import { errorCodes, type Game, type GameDetail, type GameStatus } from '@portal/contracts';
import { ApiHttpError } from '../http/errors';
import type { GameRow, GamesRepository } from './repository';
import { createPictureCache, pictureOfDrawing } from './picture';
import { renderGameThumbnail } from './thumbnail';
import { unixSeconds } from '../lib/time';

const toGame = (row: GameRow): Game => ({
  gameCode: row.game_code,
  name: row.name,
  status: row.status,
  createdAt: unixSeconds(row.created_at),
  content: { thumbnailHomepage: row.thumbnail_homepage, thumbnailBanner: row.thumbnail_banner },
  gamePlatforms: row.platforms.map((code) => ({ code })),
});

const gameNotFound = (gameCode: string) =>
  new ApiHttpError(404, errorCodes.gameNotFound, `Game "${gameCode}" not found`);

export function createGamesService(repository: GamesRepository) {
  const thumbnail = async (gameCode: string): Promise<string> => {
    const row = await repository.find(gameCode);
    if (!row) throw gameNotFound(gameCode);
    return renderGameThumbnail(row.game_code, row.name);
  };
  const picture = createPictureCache(async (gameCode, width) =>
    pictureOfDrawing(await thumbnail(gameCode), width),
  );
  return {
    async list(status?: GameStatus): Promise<Game[]> {
      return (await repository.list(status)).map(toGame);
    },

    async detail(gameCode: string): Promise<GameDetail> {
      const row = await repository.find(gameCode);
      if (!row) throw gameNotFound(gameCode);
      return { ...toGame(row), description: row.description };
    },

    thumbnail,
    /** The key art as a WebP picture `width` pixels wide. */
    picture,
  };
}
export type GamesService = ReturnType<typeof createGamesService>;
