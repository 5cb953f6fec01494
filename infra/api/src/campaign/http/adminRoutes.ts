import { campaignAdminEndpoints as endpoints, errorCodes } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiHttpError } from '../../http/errors';
import { serve } from '../../http/serve';
import { NewCampaignWithoutLaunchError } from '../config/campaigns';
import { createGameCampaign } from '../createGameCampaign';
import { configureCampaign, drawRecord, settingsFromPayload, winnerRecords } from '../operator';
import type { CampaignServices } from '../services';

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

    serve(scope, endpoints.settings, async ({ params, body, request }) => {
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
    });
    serve(scope, endpoints.create, ({ params, body, request }) =>
      createGameCampaign(db, params.gameCode, body, actorOf(request), clock()),
    );
    serve(scope, endpoints.raffleDraw, async ({ params, body, request }) =>
      drawRecord(await services.raffle.draw(params.gameCode, actorOf(request), body.seed)),
    );
    serve(scope, endpoints.raffleWinners, ({ params }) => winnerRecords(services.raffle, params.gameCode));
  });
}
