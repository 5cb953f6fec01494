/** API paths served by infra/api, for clients and the gateway. Every API route lives under /api. */
export const API_PREFIX = '/api';

export const apiRoutes = {
  health: '/api/health',
  gameThumbnail: (gameCode: string) => `/api/public/assets/games/${encodeURIComponent(gameCode)}.svg`,
  docs: '/api/docs',
  docsJson: '/api/docs/json',
} as const;

/** Development-only mail outbox (absent when NODE_ENV=production). */
export const devRoutes = { mail: '/dev/mail', mailJson: '/dev/mail.json' } as const;
