import { matchPath } from 'react-router-dom';
import type { WebviewState } from '@portal/session';

/** Pages that belong to one game: its code is in the path. */
const GAME_PAGES = [
  '/games/:gameCode',
  '/games/official/:gameCode',
  '/games/pre-register/:gameCode',
  '/games/ua/:gameCode',
  '/anniversary/:gameCode/*',
  '/event/:gameCode/*',
];

/**
 * The game the player is in: the webview's product code inside a game's in-app browser, else the
 * game of a game page (/games/ash_echoes, /games/official/ash_echoes, puzzle events), else none.
 */
export function currentGameCode(pathname: string, webview: WebviewState): string | null {
  if (webview.isWebview && webview.productCode) return webview.productCode;
  for (const pattern of GAME_PAGES) {
    const gameCode = matchPath(pattern, pathname)?.params.gameCode;
    if (gameCode && !['official', 'pre-register', 'ua', 'tnc'].includes(gameCode)) return gameCode;
  }
  return null;
}
