import { defineRoutes } from '@portal/routes';
import pageMeta from './pageMeta';

/**
 * Every route __APP__ owns: its router renders from this list, its build ships it (routes.json)
 * and deploy:remote publishes it. A path another app owns fails the deploy, naming both. Each
 * route's `meta` (pageMeta.ts) is what the gateway writes into the page's head.
 */
export default defineRoutes([
  { path: '/games/official/__GAME_CODE__', page: 'official', menuKey: 'games', meta: pageMeta.official },
  // The kit's puzzle events of this game (signed-in players): the game code is part of the path.
  { path: '/anniversary/__GAME_CODE__/puzzle', page: 'puzzle', protected: true, meta: pageMeta.puzzle },
  {
    path: '/anniversary/__GAME_CODE__/puzzle/history',
    page: 'puzzleHistory',
    protected: true,
    meta: pageMeta.puzzleHistory,
  },
  {
    path: '/event/__GAME_CODE__/:eventCode/puzzle',
    page: 'eventPuzzle',
    protected: true,
    meta: pageMeta.eventPuzzle,
  },
  {
    path: '/event/__GAME_CODE__/:eventCode/puzzle/history',
    page: 'eventPuzzleHistory',
    protected: true,
    meta: pageMeta.eventPuzzleHistory,
  },
]);

/** The most JS (KB brotli, every .js file of the build) a deploy may ship. */
export const jsBudgetKB = 240;
