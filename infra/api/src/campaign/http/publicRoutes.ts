import { campaignEndpoints, COUNTER_CACHE_SECONDS } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serve } from '../../http/serve';
import { requireCampaign, toCampaign } from '../config/campaigns';
import type { CampaignServices } from '../services';

/**
 * Landing reads, kept in memory per replica: made again when an operator changes a campaign (any
 * replica, within a second) and at least every second, since phases move with the clock and codes
 * left and entries with traffic. With a session they carry the player's own state and are not shared.
 */
const LANDING = { topic: 'campaigns', maxAgeSeconds: 5, ttlMs: 1000 } as const;
const PERSONAL = { ...LANDING, personalWithSession: true } as const;

/** Reads anyone may make; with a live bearer token they include the player's own state. */
export function registerCampaignPublicRoutes(
  app: FastifyInstance,
  services: CampaignServices,
  playerOf: (request: FastifyRequest) => Promise<number | null>,
): void {
  const { db, clock } = services.deps;
  const e = campaignEndpoints;

  serve(
    app,
    e.campaign,
    async ({ params }) => toCampaign(await requireCampaign(db, params.gameCode), clock()),
    {
      cache: LANDING,
    },
  );
  // The aggregate is made at most once per COUNTER_CACHE_SECONDS per replica, whatever the traffic.
  serve(app, e.counter, async ({ params }) => services.counter.fresh(params.gameCode), {
    cache: { topic: 'campaigns', maxAgeSeconds: COUNTER_CACHE_SECONDS, ttlMs: COUNTER_CACHE_SECONDS * 1000 },
  });
  serve(
    app,
    e.videos,
    async ({ params, request }) => services.videos.list(params.gameCode, await playerOf(request)),
    {
      cache: PERSONAL,
    },
  );
  serve(
    app,
    e.quests,
    async ({ params, request }) => services.quests.list(params.gameCode, await playerOf(request)),
    {
      cache: PERSONAL,
    },
  );
  serve(
    app,
    e.questsAcrossCampaigns,
    async ({ request }) => services.quests.acrossCampaigns(await playerOf(request)),
    {
      cache: PERSONAL,
    },
  );
  serve(
    app,
    e.raffle,
    async ({ params, request }) => services.raffle.view(params.gameCode, await playerOf(request)),
    {
      cache: PERSONAL,
    },
  );
  serve(
    app,
    e.rewards,
    async ({ params, request }) => services.rewards.list(params.gameCode, await playerOf(request)),
    {
      cache: PERSONAL,
    },
  );
  serve(app, e.gacha, async ({ params }) => services.gacha.info(params.gameCode), { cache: LANDING });
}
