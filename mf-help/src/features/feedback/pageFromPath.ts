import { matchPath } from 'react-router-dom';
import type { FeedbackPage, GameStatus } from '@portal/contracts';

/** Portal paths that name a feedback page outright (000 §3 enumeration). */
const PAGE_BY_PATH: readonly [pattern: string, page: FeedbackPage][] = [
  ['/', 'homepage'],
  ['/hub', 'homepage'], // a signed-in player's home (000 §4 sends them from / to /hub)
  ['/reward', 'reward'], // also the gacha page
  ['/gacha-event', 'reward'],
  ['/quest', 'reward'],
  ['/games', 'games_discovery'],
  ['/games/pre-register/:gameCode', 'pre_register_game'],
  ['/pre-register', 'pre_register_game'],
  ['/pre-register/mobile', 'pre_register_game'],
  ['/play-testing', 'beta_games'],
  ['/register', 'registration'],
  ['/login', 'login'],
  ['/forgot-password', 'login'],
  ['/reset-password', 'login'],
  ['/auth/login/social/:type', 'login'],
  ['/friends', 'friends'],
  ['/friends/*', 'friends'],
];

/** Game pages: which page it is depends on the game's status, read from the catalogue. */
const GAME_PAGE_PATTERNS = ['/games/official/:gameCode', '/games/ua/:gameCode', '/games/:gameCode'];

export const PAGE_BY_GAME_STATUS: Record<GameStatus, FeedbackPage> = {
  released: 'released_game',
  beta: 'beta_games',
  pre_register: 'pre_register_game',
};

export type PathPage =
  { kind: 'page'; page: FeedbackPage } | { kind: 'game'; gameCode: string } | { kind: 'none' };

/** The feedback page the current path preselects, if it matches one (000 §4). */
export function pageFromPath(pathname: string): PathPage {
  for (const [pattern, page] of PAGE_BY_PATH) {
    if (matchPath({ path: pattern, end: true }, pathname)) return { kind: 'page', page };
  }
  for (const pattern of GAME_PAGE_PATTERNS) {
    const gameCode = matchPath({ path: pattern, end: true }, pathname)?.params.gameCode;
    if (gameCode) return { kind: 'game', gameCode };
  }
  return { kind: 'none' };
}
