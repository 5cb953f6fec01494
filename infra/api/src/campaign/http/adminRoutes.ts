import {
  ADMIN_TOKEN_HEADER,
  campaignAdminApiRoutes as paths,
  CampaignAdminParamsSchema,
  CampaignCreatePayloadSchema,
  CampaignSchema,
  CampaignSettingsPayloadSchema,
  errorCodes,
  RaffleDrawPayloadSchema,
  RaffleDrawResultSchema,
  RaffleWinnerRecordListSchema,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiHttpError } from '../../http/errors';
import { jsonRoute } from '../../http/route';
import { NewCampaignWithoutLaunchError } from '../config/campaigns';
import { createGameCampaign } from '../createGameCampaign';
import { configureCampaign, drawRecord, settingsFromPayload, winnerRecords } from '../operator';
import type { CampaignServices } from '../services';

const tags = ['admin'];
const UNAUTHORIZED = {
  401: `ADMIN_TOKEN_INVALID: the ${ADMIN_TOKEN_HEADER} header is missing or wrong`,
  403: 'ADMIN_READ_ONLY: a change needs a read-write token',
};
const NOT_FOUND = { 404: 'CAMPAIGN_NOT_FOUND: no campaign for the game code' };
/** The operator the admin token names (see admin/guard.ts), for the campaign's own audit log. */
const actorOf = (request: FastifyRequest) => `admin-api:${request.admin?.operator ?? 'unnamed'}`;

/**
 * Operators' campaign routes (x-admin-token, the same tokens as the metadata admin routes): the
 * admin CLI sends `campaign config` and `campaign raffle draw|winners` here while the API holds the
 * PGlite data directory (a second process cannot open it). Registered after registerShellMetadata,
 * which provides `app.requireAdminToken`.
 */
export function registerCampaignAdminRoutes(app: FastifyInstance, services: CampaignServices): void {
  const { db, clock } = services.deps;
  const guard = async (request: FastifyRequest) => app.requireAdminToken(request);

  app.register(async (scope) => {
    // Checked before the body is validated: an outsider learns nothing about the payloads.
    scope.addHook('preValidation', guard);
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    jsonRoute(scope, {
      method: 'PATCH',
      url: paths.settings(':gameCode'),
      summary: `Create or change a campaign: launch, pre-registration, gacha start, constants (operators; header ${ADMIN_TOKEN_HEADER})`,
      tags,
      params: CampaignAdminParamsSchema,
      body: CampaignSettingsPayloadSchema,
      response: CampaignSchema,
      errors: { ...UNAUTHORIZED, 400: 'VALIDATION_ERROR: bad settings, or a new campaign without launchAt' },
      handler: async ({ params, body, request }) => {
        try {
          return await configureCampaign(
            db,
            params.gameCode,
            settingsFromPayload(body),
            actorOf(request),
            clock(),
          );
        } catch (error) {
          if (error instanceof NewCampaignWithoutLaunchError)
            throw new ApiHttpError(400, errorCodes.validation, error.message);
          throw error;
        }
      },
    });

    jsonRoute(scope, {
      method: 'PUT',
      url: paths.create(':gameCode'),
      summary: `Create or update a game and its campaign: it is listed on /games from then on (operators; header ${ADMIN_TOKEN_HEADER})`,
      tags,
      params: CampaignAdminParamsSchema,
      body: CampaignCreatePayloadSchema,
      response: CampaignSchema,
      errors: { ...UNAUTHORIZED, 400: 'VALIDATION_ERROR: no name, no launchAt, or bad settings' },
      handler: ({ params, body, request }) =>
        createGameCampaign(db, params.gameCode, body, actorOf(request), clock()),
    });

    jsonRoute(scope, {
      method: 'POST',
      url: paths.raffleDraw(':gameCode'),
      summary: `Draw the raffle after launch from a CSPRNG seed (or a given one), recorded and audited (operators; header ${ADMIN_TOKEN_HEADER})`,
      tags,
      params: CampaignAdminParamsSchema,
      body: RaffleDrawPayloadSchema,
      response: RaffleDrawResultSchema,
      errors: {
        ...UNAUTHORIZED,
        ...NOT_FOUND,
        409: 'RAFFLE_ENTRY_CLOSED before launch; RAFFLE_ALREADY_DRAWN the second time',
      },
      handler: async ({ params, body, request }) =>
        drawRecord(await services.raffle.draw(params.gameCode, actorOf(request), body.seed)),
    });

    jsonRoute(scope, {
      method: 'GET',
      url: paths.raffleWinners(':gameCode'),
      summary: `Raffle winners and their answers, rank order (operators; header ${ADMIN_TOKEN_HEADER})`,
      tags,
      params: CampaignAdminParamsSchema,
      response: RaffleWinnerRecordListSchema,
      errors: { ...UNAUTHORIZED, ...NOT_FOUND },
      handler: ({ params }) => winnerRecords(services.raffle, params.gameCode),
    });
  });
}
