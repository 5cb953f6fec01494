import { defineRoutes } from '@portal/routes';

/** Every route mf-campaign-ash-echoes owns (001 §2): its router renders from this list and its build ships it. */
export default defineRoutes([
  { path: '/games/official/ash_echoes', page: 'landing', menuKey: 'games' },
  { path: '/vn', page: 'landingVietnam' },
  { path: '/games/ua/ash_echoes', page: 'userAcquisition', menuKey: 'games' },
  { path: '/ua', page: 'userAcquisition' },
  { path: '/games/pre-register/ash_echoes', page: 'preRegister', menuKey: 'games' },
  { path: '/pre-register', page: 'preRegister' },
  { path: '/pre-register/mobile', page: 'preRegisterMobile' },
  { path: '/games/tnc/terms', page: 'terms', menuKey: 'games' },
  { path: '/games/tnc/privacy', page: 'privacy', menuKey: 'games' },
  { path: '/terms', page: 'eula' },
  // Puzzle events of this game: the game code is part of the path, so each campaign remote owns its own.
  { path: '/anniversary/ash_echoes/puzzle', page: 'puzzle', protected: true },
  { path: '/anniversary/ash_echoes/puzzle/history', page: 'puzzleHistory', protected: true },
  { path: '/event/ash_echoes/:eventCode/puzzle', page: 'eventPuzzle', protected: true },
  { path: '/event/ash_echoes/:eventCode/puzzle/history', page: 'eventPuzzleHistory', protected: true },
]);
