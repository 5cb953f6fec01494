import {
  AVATAR_MAX_BYTES,
  AvatarFileParamsSchema,
  AvatarUploadedSchema,
  errorCodes,
  GAME_REPORT_SIGNATURE_HEADER,
  GameActivityReportSchema,
  partnerEndpoints,
  personalityEndpoints,
  personalityJob,
  profileEndpoints,
  profileApiRoutes,
  profileErrorCodes,
  profileMessages,
  SIGNED_IN_ERRORS,
  avatarFileRoute,
  endpointPattern,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { privateRoutes, sessionOf } from '../auth';
import type { Database } from '../db/database';
import { ApiHttpError, RequestValidationError } from '../http/errors';
import { jsonRoute, rawRoute } from '../http/route';
import { serve } from '../http/serve';
import { SignatureError, verifySignatureHeader } from '../lib/signature';
import { recordActivityReport } from './activity';
import {
  assertAvatarBounds,
  assertAvatarSize,
  avatarTooLarge,
  isAvatarMimeType,
  renderAvatar,
} from './avatar';
import { AvatarBusyError, createAvatarGate } from './avatarGate';
import type { AvatarStore } from './avatarStore';
import type { ProfileConfig } from './config';
import { deleteAccount } from './deletion';
import { domainError } from './errors';
import type { ProfileService } from './profiles';
import { unixSeconds } from '../lib/time';

export interface ProfileRouteOptions {
  db: Kysely<Database>;
  profiles: ProfileService;
  avatars: AvatarStore;
  config: ProfileConfig;
  clock: () => Date;
}

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

export function registerProfileRoutes(app: FastifyInstance, options: ProfileRouteOptions): void {
  const { db, profiles, avatars, clock } = options;

  serve(app, profileEndpoints.publicProfile, ({ params }) => profiles.publicProfile(params.slug));

  rawRoute(app, {
    method: 'GET',
    url: endpointPattern(avatarFileRoute),
    summary: 'An avatar image (content-addressed WebP, cached for a year)',
    tags: ['profiles'],
    params: AvatarFileParamsSchema,
    produces: 'image/webp',
    errors: { 404: 'NOT_FOUND: no such avatar' },
    handler: async ({ params, reply }) => {
      const stored = await avatars.read(params.file);
      if (!stored) throw new ApiHttpError(404, errorCodes.notFound, 'This avatar does not exist.');
      reply.type(stored.contentType);
      reply.header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
      return stored.bytes;
    },
  });

  privateRoutes(app, (signedIn) => {
    signedIn.addHook('onSend', async (request, reply) => {
      if (!request.url.startsWith('/api/public/')) reply.header('cache-control', 'no-store');
    });

    serve(signedIn, profileEndpoints.own, ({ request }) => profiles.own(sessionOf(request).userId));

    serve(signedIn, profileEndpoints.update, ({ request, body }) =>
      profiles.update(sessionOf(request).userId, body),
    );

    serve(signedIn, personalityEndpoints.submit, async ({ request, body }) => {
      const job = personalityJob(body.answers);
      await profiles.update(sessionOf(request).userId, { job });
      return { job };
    });

    serve(signedIn, profileEndpoints.accountSettings, async ({ request }) => {
      const userId = sessionOf(request).userId;
      const user = await db
        .selectFrom('users')
        .select(['email', 'email_verified_at', 'password_hash'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      const social = await db
        .selectFrom('social_identities')
        .select('provider')
        .where('user_id', '=', userId)
        .execute();
      return {
        email: user.email ?? '',
        emailVerified: user.email_verified_at !== null,
        hasPassword: user.password_hash !== null,
        socialProviders: social.map((row) => row.provider),
      };
    });

    serve(signedIn, profileEndpoints.deleteAccount, async ({ request }) => {
      const { userId } = sessionOf(request);
      const { revokedSessions } = await deleteAccount(db, userId, clock());
      app.sessionCache.forgetUser(userId); // its revoked sessions open nothing here from now on
      return { deleted: true as const, revokedSessions };
    });

    // The avatar body is the image itself (no multipart): its own parser, its own size limit.
    const renders = createAvatarGate();
    void signedIn.register(async (upload) => {
      // A body over the limit without a Content-Length is caught while read: same answer as with one.
      upload.setErrorHandler((error, _request, reply) => {
        if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw avatarTooLarge();
        if (error instanceof AvatarBusyError) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error; // the app's handler writes the envelope
      });
      upload.addHook('onRequest', async (request) => {
        const length = Number(request.headers['content-length'] ?? 0);
        if (length > AVATAR_MAX_BYTES) assertAvatarSize(length);
        if (!isAvatarMimeType(request.headers['content-type'])) {
          throw domainError(415, profileErrorCodes.avatarInvalid, profileMessages.avatarType);
        }
      });
      upload.addContentTypeParser(
        '*',
        { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES },
        (_request, body, done) => done(null, body),
      );
      jsonRoute(upload, {
        method: 'PUT',
        url: profileApiRoutes.avatar,
        summary:
          'Upload an avatar: PNG, JPEG or WebP up to 2 MB, 4096 px a side and 16 megapixels; stored as 47 and 94 px WebP without metadata',
        tags: ['profiles'],
        response: AvatarUploadedSchema,
        errors: {
          ...SIGNED_IN_ERRORS,
          413: 'PAYLOAD_TOO_LARGE: over 2 MB',
          415: 'AVATAR_INVALID: not a PNG, JPEG or WebP image (by type or by content)',
          422: 'AVATAR_INVALID: over 4096 px a side or 16 megapixels (read from the header, before decoding)',
          429: 'RATE_LIMITED: this replica is rendering as many avatars as it takes; Retry-After tells when to come back',
        },
        handler: async ({ request }) => {
          const userId = sessionOf(request).userId;
          const body = request.body;
          if (!Buffer.isBuffer(body) || body.length === 0) {
            throw domainError(415, profileErrorCodes.avatarInvalid, profileMessages.avatarUnreadable);
          }
          await assertAvatarBounds(body);
          const image = await avatars.save(userId, await renders.run(() => renderAvatar(body)));
          await profiles.setImage(userId, image);
          return { image };
        },
      });
    });
  });

  registerGameReportRoute(app, options);
}

const rawBodies = new WeakMap<FastifyRequest, string>();

/**
 * Game servers report a player's level. The signature covers the exact bytes, so this scope's JSON
 * parser keeps the raw body, and the handler checks it before trusting anything in it.
 */
function registerGameReportRoute(app: FastifyInstance, { db, config, clock }: ProfileRouteOptions): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      rawBodies.set(request, body as string);
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new ApiHttpError(400, errorCodes.badRequest, 'The body is not valid JSON'), undefined);
      }
    });
    serve(scope, partnerEndpoints.gameActivity, async ({ params, request }) => {
      const secret = config.gameReportSecrets[params.gameCode] ?? config.fallbackGameReportSecret;
      const header = request.headers[GAME_REPORT_SIGNATURE_HEADER];
      const now = clock();
      try {
        if (!secret) throw new SignatureError('mismatch');
        verifySignatureHeader(
          secret,
          typeof header === 'string' ? header : undefined,
          rawBodies.get(request) ?? '',
          unixSeconds(now),
          config.reportToleranceSeconds,
        );
      } catch (error) {
        if (!(error instanceof SignatureError)) throw error;
        request.log.warn({ gameCode: params.gameCode, problem: error.problem }, 'game report refused');
        throw domainError(
          401,
          profileErrorCodes.gameReportSignatureInvalid,
          `The report signature is ${error.problem}.`,
        );
      }
      // Validated only after the signature: an unsigned caller learns nothing about the schema.
      const parsed = v.safeParse(GameActivityReportSchema, request.body);
      if (!parsed.success) throw new RequestValidationError('body', parsed.issues);
      return recordActivityReport(db, params.gameCode, parsed.output, now);
    });
  });
}
