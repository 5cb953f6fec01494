import { PassThrough } from 'node:stream';
import {
  ADMIN_COMMAND_FILE_MAX_BYTES,
  ADMIN_TOKEN_HEADER,
  adminApiRoutes,
  AdminCommandPayloadSchema,
  type AdminCommandLine,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { executeAdminCommand, readsOnly } from './execute';
import type { Database } from '../db/database';
import { RequestValidationError } from '../http/errors';
import { documentErrors } from '../http/route';
import { toOpenApiSchema } from '../openapi/jsonSchema';

/** Files travel base64-encoded inside the JSON body. */
const BODY_LIMIT = Math.ceil((ADMIN_COMMAND_FILE_MAX_BYTES * 4) / 3) + 64 * 1024;

/**
 * POST /api/admin/commands: runs one admin CLI command in this process (which holds the database)
 * for the token's operator and streams its output back as NDJSON, the exit code last. The token is
 * checked before the body is read; a change needs a read-write token; changes are audited.
 */
export function registerAdminCommandRoute(
  app: FastifyInstance,
  db: Kysely<Database>,
  releasesDir: string | null,
): void {
  app.route({
    method: 'POST',
    url: adminApiRoutes.commands,
    bodyLimit: BODY_LIMIT,
    schema: {
      summary: `Run an admin CLI command on the running portal (operators; header ${ADMIN_TOKEN_HEADER}); answers NDJSON lines {out} | {err}, then {exitCode}`,
      tags: ['admin'],
      body: toOpenApiSchema(AdminCommandPayloadSchema, 'input'),
      response: {
        200: {
          description: 'The output lines, then the exit code',
          content: { 'application/x-ndjson': { schema: { type: 'string' } } },
        },
        ...documentErrors(
          {
            401: `ADMIN_TOKEN_INVALID: the ${ADMIN_TOKEN_HEADER} header is missing or wrong`,
            403: 'ADMIN_READ_ONLY: the command changes the portal and the token is read-only',
          },
          true,
        ),
      },
    },
    // Validation is valibot's, in the handler, after the token (see onRequest).
    validatorCompiler: () => () => true,
    onRequest: async (request) => {
      app.requireAdminToken(request, 'read');
    },
    handler: async (request, reply) => {
      const parsed = v.safeParse(AdminCommandPayloadSchema, request.body);
      if (!parsed.success) throw new RequestValidationError('body', parsed.issues);
      const { argv, files } = parsed.output;
      const identity = app.requireAdminToken(request, readsOnly(argv) ? 'read' : 'write');

      const stream = new PassThrough();
      const send = (line: AdminCommandLine) => stream.write(`${JSON.stringify(line)}\n`);
      const io = {
        out: (line: string) => send({ out: line }),
        err: (line: string) => send({ err: line }),
        readFile: async (path: string) => {
          const content = files[path];
          if (content === undefined) throw new Error(`${path}: the CLI did not send this file`);
          return Buffer.from(content, 'base64');
        },
      };
      void executeAdminCommand(argv, {
        db,
        io,
        identity,
        via: 'api',
        requestId: request.id,
        releasesDir,
        where: `the running API at ${request.protocol}://${request.host}`,
      })
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'admin command failed');
          send({ err: `The command failed: ${error instanceof Error ? error.message : String(error)}` });
          return 1;
        })
        .then((exitCode) => {
          send({ exitCode });
          stream.end();
        });
      return reply
        .header('cache-control', 'no-store')
        .type('application/x-ndjson; charset=utf-8')
        .send(stream);
    },
  });
}
