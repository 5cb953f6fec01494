import {
  campaignApiRoutes as paths,
  campaignEndpoints,
  CampaignGachaSchema,
  CampaignParamsSchema,
  CampaignQuestListSchema,
  CampaignRewardListSchema,
  CampaignSchema,
  COUNTER_CACHE_SECONDS,
  LearnVideoListSchema,
  PreRegistrationCounterSchema,
  RaffleSchema,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonRoute } from '../../http/route';
import { serve } from '../../http/serve';
import { requireCampaign, toCampaign } from '../config/campaigns';
import type { CampaignServices } from '../services';

const tags = ['campaign'];
const NOT_FOUND = { 404: 'CAMPAIGN_NOT_FOUND: no campaign for the game code' };
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

  jsonRoute(app, {
    method: 'GET',
    url: paths.campaign(':gameCode'),
    summary:
      'The campaign of a game: launch, pre-registration open, gacha start, raffle entry, 001 §9 constants',
    tags,
    params: CampaignParamsSchema,
    response: CampaignSchema,
    errors: NOT_FOUND,
    cache: LANDING,
    handler: async ({ params }) => toCampaign(await requireCampaign(db, params.gameCode), clock()),
  });

  jsonRoute(app, {
    method: 'GET',
    url: paths.counter(':gameCode'),
    summary: `Total pre-registrations (website + app stores), cached ${COUNTER_CACHE_SECONDS} s`,
    tags,
    params: CampaignParamsSchema,
    response: PreRegistrationCounterSchema,
    errors: NOT_FOUND,
    // The aggregate is made at most once per COUNTER_CACHE_SECONDS per replica, whatever the traffic.
    cache: { topic: 'campaigns', maxAgeSeconds: COUNTER_CACHE_SECONDS, ttlMs: COUNTER_CACHE_SECONDS * 1000 },
    handler: async ({ params }) => services.counter.fresh(params.gameCode),
  });

  jsonRoute(app, {
    method: 'GET',
    url: paths.videos(':gameCode'),
    summary: 'Learn videos; with a bearer token: watched segments, the unlocked question, points earned',
    tags,
    params: CampaignParamsSchema,
    response: LearnVideoListSchema,
    errors: NOT_FOUND,
    cache: PERSONAL,
    handler: async ({ params, request }) => services.videos.list(params.gameCode, await playerOf(request)),
  });

  jsonRoute(app, {
    method: 'GET',
    url: paths.quests(':gameCode'),
    summary: 'Quests with progress and state (Coming Soon, In Progress, Claim, Claimed, Completed)',
    tags,
    params: CampaignParamsSchema,
    response: CampaignQuestListSchema,
    errors: NOT_FOUND,
    cache: PERSONAL,
    handler: async ({ params, request }) => services.quests.list(params.gameCode, await playerOf(request)),
  });

  serve(
    app,
    campaignEndpoints.questsAcrossCampaigns,
    async ({ request }) => services.quests.acrossCampaigns(await playerOf(request)),
    { cache: PERSONAL },
  );

  jsonRoute(app, {
    method: 'GET',
    url: paths.raffle(':gameCode'),
    summary: 'The raffle: phase, prizes, entries, winners once drawn; `me` for a signed-in player',
    tags,
    params: CampaignParamsSchema,
    response: RaffleSchema,
    errors: NOT_FOUND,
    cache: PERSONAL,
    handler: async ({ params, request }) => services.raffle.view(params.gameCode, await playerOf(request)),
  });

  jsonRoute(app, {
    method: 'GET',
    url: paths.rewards(':gameCode'),
    summary: 'Milestone and personal rewards with state, progress, the claimed code and codes left',
    tags,
    params: CampaignParamsSchema,
    response: CampaignRewardListSchema,
    errors: NOT_FOUND,
    cache: PERSONAL,
    handler: async ({ params, request }) => services.rewards.list(params.gameCode, await playerOf(request)),
  });

  jsonRoute(app, {
    method: 'GET',
    url: paths.gacha(':gameCode'),
    summary: 'The campaign gacha: start (launch + 7 days), live or not, draw cost, prizes',
    tags,
    params: CampaignParamsSchema,
    response: CampaignGachaSchema,
    errors: NOT_FOUND,
    cache: LANDING,
    handler: async ({ params }) => services.gacha.info(params.gameCode),
  });
}
