import { defineRoutes } from '@portal/routes';

/** Every route mf-campaign-ash-echoes owns: its router renders from this list and its build ships it. */
export default defineRoutes([
  { path: '/games/official/ash_echoes', page: 'official', menuKey: 'games' },
  { path: '/games/pre-register/ash_echoes', page: 'preRegister', menuKey: 'games' },
  { path: '/pre-register', page: 'preRegisterShort' },
  { path: '/pre-register/mobile', page: 'preRegisterMobile' },
  { path: '/games/ua/ash_echoes', page: 'ua', menuKey: 'games' },
  { path: '/ua', page: 'uaShort' },
  { path: '/vn', page: 'vn' },
  { path: '/games/tnc/terms', page: 'terms', menuKey: 'games' },
  { path: '/terms', page: 'termsShort' },
  { path: '/games/tnc/privacy', page: 'privacy', menuKey: 'games' },
  // Puzzle events of this game (spec 001): the game code is part of the path, so each campaign
  // remote owns its own puzzle pages.
  { path: '/anniversary/ash_echoes/puzzle', page: 'puzzle', protected: true },
  { path: '/anniversary/ash_echoes/puzzle/history', page: 'puzzleHistory', protected: true },
  { path: '/event/ash_echoes/:eventCode/puzzle', page: 'eventPuzzle', protected: true },
  { path: '/event/ash_echoes/:eventCode/puzzle/history', page: 'eventPuzzleHistory', protected: true },
]);
