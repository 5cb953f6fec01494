import { defineRoutes } from '@portal/routes';
import pageMeta from './pageMeta';

/**
 * Every route mf-campaign-ash-echoes owns (001 §2): its router renders from this list and its build ships it.
 * The publisher's pages (/pre-register, /ua, /vn, /terms, /games/tnc/*) are mf-help's.
 */
export default defineRoutes([
  { path: '/games/official/ash_echoes', page: 'landing', menuKey: 'games', meta: pageMeta.landing },
  { path: '/games/ua/ash_echoes', page: 'userAcquisition', menuKey: 'games', meta: pageMeta.userAcquisition },
  {
    path: '/games/pre-register/ash_echoes',
    page: 'preRegister',
    menuKey: 'games',
    meta: pageMeta.preRegister,
  },
  // Puzzle events of this game: the game code is part of the path, so each campaign remote owns its own.
  { path: '/anniversary/ash_echoes/puzzle', page: 'puzzle', protected: true, meta: pageMeta.puzzle },
  {
    path: '/anniversary/ash_echoes/puzzle/history',
    page: 'puzzleHistory',
    protected: true,
    meta: pageMeta.puzzleHistory,
  },
  {
    path: '/event/ash_echoes/:eventCode/puzzle',
    page: 'eventPuzzle',
    protected: true,
    meta: pageMeta.eventPuzzle,
  },
  {
    path: '/event/ash_echoes/:eventCode/puzzle/history',
    page: 'eventPuzzleHistory',
    protected: true,
    meta: pageMeta.eventPuzzleHistory,
  },
]);

/** The most JS (KB brotli, every .js file of the build) a deploy may ship; 227 KB when last set. */
export const jsBudgetKB = 260;
