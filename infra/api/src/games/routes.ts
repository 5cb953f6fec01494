import { gameEndpoints, GameThumbnailParamsSchema, endpointPattern, gameAssetRoute } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { rawRoute } from '../http/route';
import { serve } from '../http/serve';
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
    summary: 'Generated SVG key art of a game with its name (<gameCode>.svg)',
    tags: ['public'],
    params: GameThumbnailParamsSchema,
    produces: 'image/svg+xml',
    errors: NOT_FOUND,
    handler: async ({ params, reply }) => {
      const svg = await games.thumbnail(params.file.slice(0, -'.svg'.length));
      reply.header('cache-control', 'public, max-age=86400');
      return svg;
    },
  });
}
