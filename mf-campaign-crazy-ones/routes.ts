import { defineRoutes } from '@portal/routes';

/** Every route mf-campaign-crazy-ones owns: its router renders from this list and its build ships it. */
export default defineRoutes([
  { path: '/games/official/crazy_ones', page: 'official', menuKey: 'games' },
  // Puzzle events of this game (spec 001): the game code is part of the path.
  { path: '/anniversary/crazy_ones/puzzle', page: 'puzzle', protected: true },
  { path: '/anniversary/crazy_ones/puzzle/history', page: 'puzzleHistory', protected: true },
  { path: '/event/crazy_ones/:eventCode/puzzle', page: 'eventPuzzle', protected: true },
  { path: '/event/crazy_ones/:eventCode/puzzle/history', page: 'eventPuzzleHistory', protected: true },
]);
