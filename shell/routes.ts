import { defineRoutes } from '@portal/routes';
import pageMeta from './pageMeta';

/**
 * The shell's own routes, declared like a remote's: every other route comes from the registry.
 * Any other path renders the shell's 404 page.
 */
export default defineRoutes([
  { path: '/', page: 'home', signedOut: true, menuKey: 'home', meta: pageMeta.home },
  { path: '/hub', page: 'hub', protected: true, menuKey: 'home', meta: pageMeta.hub },
  { path: '/games', page: 'games', menuKey: 'games', meta: pageMeta.games },
  { path: '/games/:gameCode', page: 'gameDetail', menuKey: 'games', meta: pageMeta.gameDetail },
  { path: '/play-testing', page: 'playTesting', menuKey: 'playtesting', meta: pageMeta.playTesting },
]);
