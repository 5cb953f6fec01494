import {
  apiRoutes,
  GameDetailSchema,
  GameListSchema,
  GameParamsSchema,
  GamesQuerySchema,
  GameThumbnailParamsSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonRoute, rawRoute } from '../http/route';
import type { GamesService } from './service';

const NOT_FOUND = { 404: 'GAME_NOT_FOUND: no game with this code' };
/** The catalogue changes a few times a year: kept in memory, a minute in browsers and CDNs. */
const CATALOGUE = { topic: 'games', maxAgeSeconds: 60 } as const;

export function registerGamesRoutes(app: FastifyInstance, games: GamesService): void {
  jsonRoute(app, {
    method: 'GET',
    url: apiRoutes.games,
    summary: 'Game catalogue, optionally filtered by status',
    tags: ['public'],
    querystring: GamesQuerySchema,
    response: GameListSchema,
    cache: CATALOGUE,
    handler: ({ query }) => games.list(query.status),
  });

  jsonRoute(app, {
    method: 'GET',
    url: `${apiRoutes.games}/:gameCode`,
    summary: 'One game with its description',
    tags: ['public'],
    params: GameParamsSchema,
    response: GameDetailSchema,
    errors: NOT_FOUND,
    cache: CATALOGUE,
    handler: ({ params }) => games.detail(params.gameCode),
  });

  rawRoute(app, {
    method: 'GET',
    url: '/api/public/assets/games/:file',
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
