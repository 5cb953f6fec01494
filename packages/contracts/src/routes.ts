import { API_PREFIX, endpointUrl } from './endpoint';

export { API_PREFIX };

/** A game's generated key art (`<gameCode>.svg`, or `.webp?width=`), answered as bytes, not the JSON envelope. */
export const gameAssetRoute = { path: '/public/assets/games/:file' } as const;

/** API paths served by infra/api, for clients and the gateway. */
export const apiRoutes = {
  health: '/api/health',
  /** The scalable drawing, or its WebP picture: cheap to paint where a page shows several. */
  gameThumbnail: (gameCode: string, format: 'svg' | 'webp' = 'svg') =>
    endpointUrl(gameAssetRoute, { file: `${gameCode}.${format}` }),
  docs: '/api/docs',
  docsJson: '/api/docs/json',
} as const;

/** Development-only mail outbox (absent when NODE_ENV=production). */
export const devRoutes = { mail: '/dev/mail', mailJson: '/dev/mail.json' } as const;
