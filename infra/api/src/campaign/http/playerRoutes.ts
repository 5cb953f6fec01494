import {
  campaignApiRoutes as paths,
  CampaignGachaDrawSchema,
  CampaignParamsSchema,
  CampaignPointsQuerySchema,
  CampaignPointsSchema,
  CampaignQuestParamsSchema,
  CampaignQuestSchema,
  CampaignRewardParamsSchema,
  CampaignVideoParamsSchema,
  DailyVisitSchema,
  LearnVideoSchema,
  QuestClaimResultSchema,
  RaffleSchema,
  RaffleShippingPayloadSchema,
  ReferralAcceptPayloadSchema,
  ReferralSummarySchema,
  RewardClaimSchema,
  VideoAnswerPayloadSchema,
  VideoAnswerResultSchema,
  VideoProgressPayloadSchema,
  VideoWatchPayloadSchema,
  VideoWatchSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { privateRoutes, sessionOf } from '../../auth';
import { ThrottledError } from '../../lib/throttledError';
import { jsonRoute } from '../../http/route';
import type { CampaignServices } from '../services';

const tags = ['campaign'];
const BASE = { 401: 'UNAUTHORIZED: no live session', 404: 'CAMPAIGN_NOT_FOUND' };
const THROTTLED = { 429: 'RATE_LIMITED: Retry-After tells when to come back' };

/** What a signed-in player does in a campaign (bearer token on every route). */
export function registerCampaignPlayerRoutes(app: FastifyInstance, services: CampaignServices): void {
  privateRoutes(app, (scope) => {
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    scope.addHook('onError', async (_request, reply, error) => {
      if (error instanceof ThrottledError) reply.header('retry-after', String(error.retryAfterSeconds));
    });
    const player = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).userId;

    jsonRoute(scope, {
      method: 'GET',
      url: paths.points(':gameCode'),
      summary: 'AE Points: balance, task points against the 750 cap, ledger page (newest first)',
      tags,
      params: CampaignParamsSchema,
      querystring: CampaignPointsQuerySchema,
      response: CampaignPointsSchema,
      errors: BASE,
      handler: ({ params, query, request }) =>
        services.points.read(params.gameCode, player(request), Number(query.page), Number(query.size)),
    });

    jsonRoute(scope, {
      method: 'POST',
      url: paths.videoWatches(':gameCode', ':videoCode'),
      summary: 'Start watching a learn video (from startSeconds): the watch id progress reports name',
      tags,
      params: CampaignVideoParamsSchema,
      body: VideoWatchPayloadSchema,
      response: VideoWatchSchema,
      errors: { ...BASE, 422: 'VIDEO_PROGRESS_IMPOSSIBLE: startSeconds past the end' },
      handler: ({ params, body, request }) =>
        services.videos.startWatch(params.gameCode, params.videoCode, player(request), body.startSeconds),
    });

    jsonRoute(scope, {
      method: 'POST',
      url: paths.videoProgress(':gameCode', ':videoCode'),
      summary: 'A segment played to its end; refused when backwards, out of range or faster than real time',
      tags,
      params: CampaignVideoParamsSchema,
      body: VideoProgressPayloadSchema,
      response: LearnVideoSchema,
      errors: { ...BASE, 422: 'VIDEO_PROGRESS_IMPOSSIBLE', ...THROTTLED },
      handler: ({ params, body, request }) =>
        services.videos.report(params.gameCode, params.videoCode, player(request), body),
    });

    jsonRoute(scope, {
      method: 'POST',
      url: paths.videoAnswer(':gameCode', ':videoCode'),
      summary: "Answer a watched video's question; the correct answer earns its points once",
      tags,
      params: CampaignVideoParamsSchema,
      body: VideoAnswerPayloadSchema,
      response: VideoAnswerResultSchema,
      errors: { ...BASE, 403: 'VIDEO_NOT_WATCHED', 409: 'VIDEO_ALREADY_ANSWERED', ...THROTTLED },
      handler: ({ params, body, request }) =>
        services.videos.answer(params.gameCode, params.videoCode, player(request), body.optionIndex),
    });

    jsonRoute(scope, {
      method: 'POST',
      url: paths.questReport(':gameCode', ':questCode'),
      summary: 'The player opened the channel of a follow-channel quest',
      tags,
      params: CampaignQuestParamsSchema,
      response: CampaignQuestSchema,
      errors: { ...BASE, 409: 'QUEST_NOT_REPORTABLE' },
      handler: ({ params, request }) =>
        services.quests.report(params.gameCode, params.questCode, player(request)),
    });

    jsonRoute(scope, {
      method: 'POST',
      url: paths.questClaim(':gameCode', ':questCode'),
      summary: "Claim a finished quest's points (once; within the 750 task cap)",
      tags,
      params: CampaignQuestParamsSchema,
      response: QuestClaimResultSchema,
      errors: { ...BASE, 409: 'QUEST_NOT_READY or QUEST_ALREADY_CLAIMED', ...THROTTLED },
      handler: ({ params, request }) =>
        services.quests.claim(params.gameCode, params.questCode, player(request)),
    });

    jsonRoute(scope, {
      method: 'POST',
      url: paths.visit(':gameCode'),
      summary: "Count today's visit (UTC day) for the daily-visit quest",
      tags,
      params: CampaignParamsSchema,
      response: DailyVisitSchema,
      errors: BASE,
      handler: ({ params, request }) => services.quests.visit(params.gameCode, player(request)),
    });

    jsonRoute(scope, {
      method: 'GET',
      url: paths.referral(':gameCode'),
      summary: "The player's invite code and link, their referrer, invitees and points from referrals",
      tags,
      params: CampaignParamsSchema,
      response: ReferralSummarySchema,
      errors: BASE,
      handler: ({ params, request }) => services.referrals.summary(params.gameCode, player(request)),
    });

    jsonRoute(scope, {
      method: 'POST',
      url: paths.referralAccept(':gameCode'),
      summary: 'Use an invite code: exactly one referrer, never oneself, only before pre-registering',
      tags,
      params: CampaignParamsSchema,
      body: ReferralAcceptPayloadSchema,
      response: ReferralSummarySchema,
      errors: {
        ...BASE,
        404: 'INVITE_CODE_INVALID or CAMPAIGN_NOT_FOUND',
        409: 'ALREADY_REFERRED or REFERRAL_TOO_LATE',
        422: 'SELF_REFERRAL',
        ...THROTTLED,
      },
      handler: ({ params, body, request }) =>
        services.referrals.accept(params.gameCode, player(request), body.inviteCode),
    });

    jsonRoute(scope, {
      method: 'POST',
      url: paths.raffleEntry(':gameCode'),
      summary: 'Enter the raffle (before launch; website pre-registrants; lottery number = account id)',
      tags,
      params: CampaignParamsSchema,
      response: RaffleSchema,
      errors: { ...BASE, 403: 'NOT_PRE_REGISTERED', 409: 'RAFFLE_ENTRY_CLOSED' },
      handler: ({ params, request }) => services.raffle.enter(params.gameCode, player(request)),
    });

    jsonRoute(scope, {
      method: 'POST',
      url: paths.raffleShipping(':gameCode'),
      summary: "A winner's shipping address and contact number, within 14 days of the announcement",
      tags,
      params: CampaignParamsSchema,
      body: RaffleShippingPayloadSchema,
      response: RaffleSchema,
      errors: {
        ...BASE,
        403: 'RAFFLE_NOT_WINNER',
        409: 'RAFFLE_NOT_DRAWN, RAFFLE_ALREADY_ANSWERED or RAFFLE_RESPONSE_CLOSED',
        ...THROTTLED,
      },
      handler: ({ params, body, request }) =>
        services.raffle.submitShipping(params.gameCode, player(request), body),
    });

    jsonRoute(scope, {
      method: 'POST',
      url: paths.rewardClaim(':gameCode', ':rewardCode'),
      summary: 'Claim a reward: one code of its pool, atomically (the same code on a repeat)',
      tags,
      params: CampaignRewardParamsSchema,
      response: RewardClaimSchema,
      errors: {
        ...BASE,
        403: 'NOT_PRE_REGISTERED',
        409: 'REWARD_LOCKED or REWARD_CODES_EXHAUSTED',
        ...THROTTLED,
      },
      handler: ({ params, request }) =>
        services.rewards.claim(params.gameCode, params.rewardCode, player(request)),
    });

    jsonRoute(scope, {
      method: 'POST',
      url: paths.gachaDraw(':gameCode'),
      summary: 'One gacha draw for 250 AE Points (from launch + 7 days); the prize arrives as a coupon',
      tags,
      params: CampaignParamsSchema,
      response: CampaignGachaDrawSchema,
      errors: { ...BASE, 409: 'CAMPAIGN_GACHA_NOT_LIVE', 422: 'INSUFFICIENT_POINTS', ...THROTTLED },
      handler: ({ params, request }) => services.gacha.draw(params.gameCode, player(request)),
    });
  });
}
