import { apiRoutes } from '@portal/contracts';
import type { GameWrite, GamesRepository } from './repository';

const demoGame = (game: Omit<GameWrite, 'thumbnail_homepage' | 'thumbnail_banner'>): GameWrite => ({
  ...game,
  thumbnail_homepage: apiRoutes.gameThumbnail(game.game_code, 'webp'),
  thumbnail_banner: apiRoutes.gameThumbnail(game.game_code),
});

export const DEMO_GAMES: readonly GameWrite[] = [
  demoGame({
    game_code: 'ash_echoes',
    name: 'Ash Echoes',
    status: 'pre_register',
    description:
      'An action role-playing game of Echomancers and factions. Pre-register to claim a reward code.',
    sort_order: 1,
    created_at: new Date('2024-06-01T00:00:00Z'),
    platforms: ['android', 'ios', 'pc'],
  }),
  demoGame({
    game_code: 'crazy_ones',
    name: 'Crazy Ones',
    status: 'beta',
    description: 'A story game about four unlikely heroes.',
    sort_order: 2,
    created_at: new Date('2024-09-15T00:00:00Z'),
    platforms: ['android', 'ios'],
  }),
  demoGame({
    game_code: 'moonlight_saga',
    name: 'Moonlight Saga',
    status: 'released',
    description: 'A fantasy MMORPG with guild wars and seasonal raids.',
    sort_order: 3,
    created_at: new Date('2022-03-10T00:00:00Z'),
    platforms: ['android', 'ios', 'pc'],
  }),
  demoGame({
    game_code: 'iron_vanguard',
    name: 'Iron Vanguard',
    status: 'released',
    description: 'Squad-based mech tactics with ranked seasons.',
    sort_order: 4,
    created_at: new Date('2023-01-20T00:00:00Z'),
    platforms: ['pc'],
  }),
  demoGame({
    game_code: 'pixel_kart_rush',
    name: 'Pixel Kart Rush',
    status: 'beta',
    description: 'Retro kart racing with weekly cups.',
    sort_order: 5,
    created_at: new Date('2024-11-05T00:00:00Z'),
    platforms: ['android', 'ios'],
  }),
  demoGame({
    game_code: 'starfall_tactics',
    name: 'Starfall Tactics',
    status: 'released',
    description: 'Turn-based space strategy with fleet building.',
    sort_order: 6,
    created_at: new Date('2023-08-08T00:00:00Z'),
    platforms: ['android', 'pc'],
  }),
];

/** Upserts the demo catalogue (safe to run again). */
export async function seedDemoGames(repository: GamesRepository): Promise<number> {
  for (const game of DEMO_GAMES) await repository.upsert(game);
  return DEMO_GAMES.length;
}
