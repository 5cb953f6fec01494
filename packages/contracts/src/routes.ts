import { API_PREFIX, endpointUrl } from './endpoint';

export { API_PREFIX };

/** A game's generated SVG key art (`<gameCode>.svg`), answered as bytes, not the JSON envelope. */
export const gameAssetRoute = { path: '/public/assets/games/:file' } as const;

/** API paths served by infra/api, for clients and the gateway. */
export const apiRoutes = {
  health: '/api/health',
  gameThumbnail: (gameCode: string) => endpointUrl(gameAssetRoute, { file: `${gameCode}.svg` }),
  docs: '/api/docs',
  docsJson: '/api/docs/json',
} as const;

/** Development-only mail outbox (absent when NODE_ENV=production). */
export const devRoutes = { mail: '/dev/mail', mailJson: '/dev/mail.json' } as const;
