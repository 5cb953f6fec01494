import { campaignEndpoints as e } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { privateRoutes, sessionOf } from '../../auth';
import { ThrottledError } from '../../lib/throttledError';
import { serve } from '../../http/serve';
import type { CampaignServices } from '../services';

/** What a signed-in player does in a campaign (bearer token on every route). */
export function registerCampaignPlayerRoutes(app: FastifyInstance, services: CampaignServices): void {
  const { points, videos, quests, referrals, raffle, rewards, gacha } = services;
  privateRoutes(app, (scope) => {
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    scope.addHook('onError', async (_request, reply, error) => {
      if (error instanceof ThrottledError) reply.header('retry-after', String(error.retryAfterSeconds));
    });
    const player = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).userId;

    serve(scope, e.points, ({ params, query, request }) =>
      points.read(params.gameCode, player(request), Number(query.page), Number(query.size)),
    );
    serve(scope, e.videoWatches, ({ params, body, request }) =>
      videos.startWatch(params.gameCode, params.videoCode, player(request), body.startSeconds),
    );
    serve(scope, e.videoProgress, ({ params, body, request }) =>
      videos.report(params.gameCode, params.videoCode, player(request), body),
    );
    serve(scope, e.videoAnswer, ({ params, body, request }) =>
      videos.answer(params.gameCode, params.videoCode, player(request), body.optionIndex),
    );
    serve(scope, e.questReport, ({ params, request }) =>
      quests.report(params.gameCode, params.questCode, player(request)),
    );
    serve(scope, e.questClaim, ({ params, request }) =>
      quests.claim(params.gameCode, params.questCode, player(request)),
    );
    serve(scope, e.visit, ({ params, request }) => quests.visit(params.gameCode, player(request)));
    serve(scope, e.referral, ({ params, request }) => referrals.summary(params.gameCode, player(request)));
    serve(scope, e.referralAccept, ({ params, body, request }) =>
      referrals.accept(params.gameCode, player(request), body.inviteCode),
    );
    serve(scope, e.raffleEntry, ({ params, request }) => raffle.enter(params.gameCode, player(request)));
    serve(scope, e.raffleShipping, ({ params, body, request }) =>
      raffle.submitShipping(params.gameCode, player(request), body),
    );
    serve(scope, e.rewardClaim, ({ params, request }) =>
      rewards.claim(params.gameCode, params.rewardCode, player(request)),
    );
    serve(scope, e.gachaDraw, ({ params, request }) => gacha.draw(params.gameCode, player(request)));
  });
}
