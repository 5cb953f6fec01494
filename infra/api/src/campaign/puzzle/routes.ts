import {
  ADMIN_TOKEN_HEADER,
  PuzzleAdminResultSchema,
  PuzzleBoardSchema,
  PuzzleCollectResultSchema,
  PuzzleEventDefinitionSchema,
  PuzzleEventParamsSchema,
  puzzleApiRoutes as paths,
  PuzzlePlaceParamsSchema,
  PuzzlePlacePayloadSchema,
  PuzzleRewardSchema,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { privateRoutes, sessionOf } from '../../auth';
import { ThrottledError } from '../../lib/throttledError';
import type { Database } from '../../db/database';
import { jsonRoute, rawRoute } from '../../http/route';
import { defineEvent } from './operator';
import type { PuzzleService } from './service';

const tags = ['puzzle'];
const BASE = { 401: 'UNAUTHORIZED: no live session', 404: 'PUZZLE_EVENT_NOT_FOUND' };
const DATES = { 409: 'PUZZLE_EVENT_NOT_STARTED or PUZZLE_EVENT_ENDED' };
const THROTTLED = { 429: 'RATE_LIMITED: Retry-After tells when to come back' };

export function registerPuzzleRoutes(
  app: FastifyInstance,
  puzzles: PuzzleService,
  options: { db: Kysely<Database>; clock: () => Date; adminToken: string | null },
): void {
  // A picture is SVG, WebP or PNG while rawRoute answers one declared type: the route's own scope
  // puts back the picture's real type before the answer leaves.
  const pictureTypes = new WeakMap<FastifyRequest, string>();
  void app.register(async (scope) => {
    scope.addHook('onSend', async (request, reply, payload) => {
      const type = pictureTypes.get(request);
      if (type) reply.type(type);
      return payload;
    });
    rawRoute(scope, {
      method: 'GET',
      url: paths.image(':gameCode', ':eventCode'),
      summary: "An event's picture: SVG, WebP or PNG (the URL changes with each new picture; cached a day)",
      tags,
      params: PuzzleEventParamsSchema,
      produces: 'image/svg+xml',
      errors: { 404: 'PUZZLE_EVENT_NOT_FOUND' },
      handler: async ({ params, request, reply }) => {
        const image = await puzzles.image(params.gameCode, params.eventCode);
        pictureTypes.set(request, image.type);
        reply.header('cache-control', 'public, max-age=86400');
        reply.header('x-content-type-options', 'nosniff');
        // An SVG opened on its own must not run or load anything.
        reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
        return image.bytes;
      },
    });
  });

  privateRoutes(app, (scope) => {
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    scope.addHook('onError', async (_request, reply, error) => {
      if (error instanceof ThrottledError) reply.header('retry-after', String(error.retryAfterSeconds));
    });
    const player = (request: FastifyRequest) => sessionOf(request).userId;

    jsonRoute(scope, {
      method: 'GET',
      url: paths.board(':gameCode', ':eventCode'),
      summary: "The player's board: the event, their pieces and the reward once complete (any time)",
      tags,
      params: PuzzleEventParamsSchema,
      response: PuzzleBoardSchema,
      errors: BASE,
      handler: ({ params, request }) => puzzles.board(params.gameCode, params.eventCode, player(request)),
    });

    jsonRoute(scope, {
      method: 'POST',
      url: paths.collect(':gameCode', ':eventCode'),
      summary: "Collect today's visit piece and a piece per claimed campaign quest, each once",
      tags,
      params: PuzzleEventParamsSchema,
      response: PuzzleCollectResultSchema,
      errors: { ...BASE, ...DATES, ...THROTTLED },
      handler: ({ params, request }) => puzzles.collect(params.gameCode, params.eventCode, player(request)),
    });

    jsonRoute(scope, {
      method: 'POST',
      url: paths.place(':gameCode', ':eventCode', ':piece'),
      summary: 'Place a collected piece in a slot (only its own slot fits)',
      tags,
      params: PuzzlePlaceParamsSchema,
      body: PuzzlePlacePayloadSchema,
      response: PuzzleBoardSchema,
      errors: {
        ...BASE,
        409: 'PUZZLE_PIECE_NOT_OWNED, PUZZLE_EVENT_NOT_STARTED or PUZZLE_EVENT_ENDED',
        422: 'PUZZLE_PIECE_DOES_NOT_FIT',
        ...THROTTLED,
      },
      handler: ({ params, body, request }) =>
        puzzles.place(params.gameCode, params.eventCode, player(request), Number(params.piece), body.slot),
    });

    jsonRoute(scope, {
      method: 'POST',
      url: paths.complete(':gameCode', ':eventCode'),
      summary: "The placed picture hands out one code of the event's pool (the same code on a repeat)",
      tags,
      params: PuzzleEventParamsSchema,
      response: PuzzleRewardSchema,
      errors: {
        ...BASE,
        409: 'PUZZLE_NOT_COMPLETE, PUZZLE_CODES_EXHAUSTED, PUZZLE_EVENT_NOT_STARTED or PUZZLE_EVENT_ENDED',
        ...THROTTLED,
      },
      handler: ({ params, request }) => puzzles.complete(params.gameCode, params.eventCode, player(request)),
    });
  });

  const { adminToken } = options;
  if (!adminToken) return; // without ADMIN_API_TOKEN operators use the CLI on the database
  jsonRoute(app, {
    method: 'PUT',
    url: paths.admin(':gameCode', ':eventCode'),
    summary: `Define or change a puzzle event and add reward codes (operators; header ${ADMIN_TOKEN_HEADER})`,
    tags: ['admin'],
    params: PuzzleEventParamsSchema,
    body: PuzzleEventDefinitionSchema,
    response: PuzzleAdminResultSchema,
    errors: {
      401: `ADMIN_TOKEN_INVALID: the ${ADMIN_TOKEN_HEADER} header is missing or wrong`,
      404: 'CAMPAIGN_NOT_FOUND',
      409: 'PUZZLE_EVENT_EXISTS: players hold pieces of the old grid',
    },
    handler: ({ params, body, request }) => {
      const operator = app.requireAdminToken(request).operator;
      return defineEvent(
        options.db,
        params.gameCode,
        params.eventCode,
        {
          ...body,
          startsAt: new Date(body.startsAt * 1000),
          endsAt: new Date(body.endsAt * 1000),
          image: { type: body.image.type, bytes: Buffer.from(body.image.base64, 'base64') },
          codes: body.codes,
        },
        options.clock(),
        `admin-api:${operator}`,
      );
    },
  });
}
