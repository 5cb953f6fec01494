import { defineRoutes } from '@portal/routes';
import pageMeta from './pageMeta';

/** Every route mf-campaign-crazy-ones owns: its router renders from this list and its build ships it. */
export default defineRoutes([
  { path: '/games/official/crazy_ones', page: 'official', menuKey: 'games', meta: pageMeta.official },
  // Puzzle events of this game (spec 001): the game code is part of the path.
  { path: '/anniversary/crazy_ones/puzzle', page: 'puzzle', protected: true, meta: pageMeta.puzzle },
  {
    path: '/anniversary/crazy_ones/puzzle/history',
    page: 'puzzleHistory',
    protected: true,
    meta: pageMeta.puzzleHistory,
  },
  {
    path: '/event/crazy_ones/:eventCode/puzzle',
    page: 'eventPuzzle',
    protected: true,
    meta: pageMeta.eventPuzzle,
  },
  {
    path: '/event/crazy_ones/:eventCode/puzzle/history',
    page: 'eventPuzzleHistory',
    protected: true,
    meta: pageMeta.eventPuzzleHistory,
  },
]);

/** The most JS (KB brotli, every .js file of the build) a deploy may ship; 203 KB when last set. */
export const jsBudgetKB = 235;
