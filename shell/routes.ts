import { defineRoutes } from '@portal/routes';

/**
 * The shell's own routes, declared like a remote's: every other route comes from the registry.
 * Any other path renders the shell's 404 page.
 */
export default defineRoutes([
  { path: '/', page: 'home', signedOut: true, menuKey: 'home' },
  { path: '/hub', page: 'hub', protected: true, menuKey: 'home' },
  { path: '/games', page: 'games', menuKey: 'games' },
  { path: '/games/:gameCode', page: 'gameDetail', menuKey: 'games' },
  { path: '/play-testing', page: 'playTesting', menuKey: 'playtesting' },
]);
