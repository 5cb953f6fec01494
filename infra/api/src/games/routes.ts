import {
  gameEndpoints,
  GameThumbnailParamsSchema,
  GameThumbnailQuerySchema,
  endpointPattern,
  gameAssetRoute,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { rawRoute } from '../http/route';
import { serve } from '../http/serve';
import { DEFAULT_PICTURE_WIDTH } from './picture';
import type { GamesService } from './service';

const NOT_FOUND = { 404: 'GAME_NOT_FOUND: no game with this code' };
/** The catalogue changes a few times a year: kept in memory, a minute in browsers and CDNs. */
const CATALOGUE = { topic: 'games', maxAgeSeconds: 60 } as const;

export function registerGamesRoutes(app: FastifyInstance, games: GamesService): void {
  serve(app, gameEndpoints.list, ({ query }) => games.list(query.status), { cache: CATALOGUE });
  serve(app, gameEndpoints.get, ({ params }) => games.detail(params.gameCode), { cache: CATALOGUE });

  rawRoute(app, {
    method: 'GET',
    url: endpointPattern(gameAssetRoute),
    summary:
      'Generated key art of a game: <gameCode>.svg (named for screen readers), or <gameCode>.webp at ?width= (default 400)',
    tags: ['public'],
    params: GameThumbnailParamsSchema,
    querystring: GameThumbnailQuerySchema,
    produces: ['image/svg+xml', 'image/webp'],
    errors: NOT_FOUND,
    handler: async ({ params, query, reply }) => {
      const [gameCode, format] = params.file.split('.') as [string, 'svg' | 'webp'];
      reply.header('cache-control', 'public, max-age=86400');
      if (format === 'svg') return games.thumbnail(gameCode);
      reply.type('image/webp');
      return games.picture(gameCode, Number(query.width ?? DEFAULT_PICTURE_WIDTH));
    },
  });
}
