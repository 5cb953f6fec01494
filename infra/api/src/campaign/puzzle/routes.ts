import { PuzzleEventParamsSchema, puzzleApiRoutes as paths, puzzleEndpoints as e } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { privateRoutes, sessionOf } from '../../auth';
import { ThrottledError } from '../../lib/throttledError';
import type { Database } from '../../db/database';
import { rawRoute } from '../../http/route';
import { serve } from '../../http/serve';
import { defineEvent } from './operator';
import type { PuzzleService } from './service';

const tags = ['puzzle'];

export function registerPuzzleRoutes(
  app: FastifyInstance,
  puzzles: PuzzleService,
  options: { db: Kysely<Database>; clock: () => Date },
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

    serve(scope, e.board, ({ params, request }) =>
      puzzles.board(params.gameCode, params.eventCode, player(request)),
    );
    serve(scope, e.collect, ({ params, request }) =>
      puzzles.collect(params.gameCode, params.eventCode, player(request)),
    );
    serve(scope, e.place, ({ params, body, request }) =>
      puzzles.place(params.gameCode, params.eventCode, player(request), Number(params.piece), body.slot),
    );
    serve(scope, e.complete, ({ params, request }) =>
      puzzles.complete(params.gameCode, params.eventCode, player(request)),
    );
  });

  // Without an admin token configured the route refuses every caller (operators use the CLI then).
  serve(app, e.define, ({ params, body, request }) => {
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
  });
}
