import { ErrorEnvelopeSchema, successEnvelope } from '@portal/contracts';
import * as v from 'valibot';
import { databaseTargets } from './testing/databases';
import { useTestApi } from './testing/harness';

/** One request per JSON route; the first test makes sure a new route cannot be forgotten here. */
const JSON_ROUTE_SAMPLES: Record<string, string[]> = {
  'GET /api/health': ['/api/health'],
  'GET /api/public/access-trace': ['/api/public/access-trace', '/api/public/access-trace'],
  'GET /api/public/metadata': ['/api/public/metadata?groups=COMMON', '/api/public/metadata?groups=NOPE'],
  'GET /api/public/metadata/:key': [
    '/api/public/metadata/maintenance_setting?version=1',
    '/api/public/metadata/none',
  ],
  'GET /api/public/games': ['/api/public/games', '/api/public/games?status=unknown'],
  'GET /api/public/news': ['/api/public/news?language=th', '/api/public/news?language=xx'],
  'GET /api/public/games/:gameCode': ['/api/public/games/ash_echoes', '/api/public/games/missing_game'],
  'GET /dev/mail.json': ['/dev/mail.json'],
  // Accounts: "<METHOD> <url>" samples for routes that are not GET.
  'POST /api/public/auth/verification-code': ['POST /api/public/auth/verification-code'],
  'POST /api/public/auth/register': ['POST /api/public/auth/register'],
  'POST /api/public/auth/login': ['POST /api/public/auth/login'],
  'POST /api/public/auth/forgot-password': ['POST /api/public/auth/forgot-password'],
  'POST /api/public/auth/reset-password': ['POST /api/public/auth/reset-password'],
  'POST /api/private/auth/logout': ['POST /api/private/auth/logout'],
  'GET /api/private/auth/me': ['/api/private/auth/me'],
  'POST /api/private/auth/email/verification-code': ['POST /api/private/auth/email/verification-code'],
  'POST /api/private/auth/email/verify': ['POST /api/private/auth/email/verify'],
  'GET /api/public/auth/v2/social-media/:type/redirect': [
    '/api/public/auth/v2/social-media/google/redirect?redirectURI=http://127.0.0.1/auth/login/social/google',
  ],
  'POST /api/public/auth/v2/social-media/:type/callback': [
    'POST /api/public/auth/v2/social-media/google/callback',
  ],
  // Campaigns: public reads for a known game code; private routes answer 401 without a session.
  'GET /api/private/campaigns/:gameCode/points': ['/api/private/campaigns/ash_echoes/points'],
  'GET /api/private/campaigns/:gameCode/pre-registration': [
    '/api/private/campaigns/ash_echoes/pre-registration',
  ],
  'GET /api/private/campaigns/:gameCode/referral': ['/api/private/campaigns/ash_echoes/referral'],
  'GET /api/public/campaign-quests': ['/api/public/campaign-quests'],
  'GET /api/public/campaigns/:gameCode': [
    '/api/public/campaigns/ash_echoes',
    '/api/public/campaigns/no_such_game',
  ],
  'GET /api/public/campaigns/:gameCode/counter': ['/api/public/campaigns/ash_echoes/counter'],
  'GET /api/public/campaigns/:gameCode/gacha': ['/api/public/campaigns/ash_echoes/gacha'],
  'GET /api/public/campaigns/:gameCode/quests': ['/api/public/campaigns/ash_echoes/quests'],
  'GET /api/public/campaigns/:gameCode/raffle': ['/api/public/campaigns/ash_echoes/raffle'],
  'GET /api/public/campaigns/:gameCode/rewards': ['/api/public/campaigns/ash_echoes/rewards'],
  'GET /api/public/campaigns/:gameCode/videos': ['/api/public/campaigns/ash_echoes/videos'],
  'PATCH /api/admin/campaigns/:gameCode': ['PATCH /api/admin/campaigns/ash_echoes'],
  'POST /api/admin/campaigns/:gameCode/raffle/draw': ['POST /api/admin/campaigns/ash_echoes/raffle/draw'],
  'GET /api/admin/campaigns/:gameCode/raffle/winners': ['/api/admin/campaigns/ash_echoes/raffle/winners'],
  'GET /api/public/topup/payment-kinds': ['/api/public/topup/payment-kinds'],
  'POST /api/private/campaigns/:gameCode/gacha/draws': ['POST /api/private/campaigns/ash_echoes/gacha/draws'],
  'POST /api/private/campaigns/:gameCode/pre-registration': [
    'POST /api/private/campaigns/ash_echoes/pre-registration',
  ],
  'POST /api/private/campaigns/:gameCode/quests/:questCode/claim': [
    'POST /api/private/campaigns/ash_echoes/quests/daily_visit/claim',
  ],
  'POST /api/private/campaigns/:gameCode/quests/:questCode/report': [
    'POST /api/private/campaigns/ash_echoes/quests/daily_visit/report',
  ],
  'POST /api/private/campaigns/:gameCode/raffle/entry': [
    'POST /api/private/campaigns/ash_echoes/raffle/entry',
  ],
  'POST /api/private/campaigns/:gameCode/raffle/shipping': [
    'POST /api/private/campaigns/ash_echoes/raffle/shipping',
  ],
  'POST /api/private/campaigns/:gameCode/referral/accept': [
    'POST /api/private/campaigns/ash_echoes/referral/accept',
  ],
  'POST /api/private/campaigns/:gameCode/rewards/:rewardCode/claim': [
    'POST /api/private/campaigns/ash_echoes/rewards/milestone_1/claim',
  ],
  'POST /api/private/campaigns/:gameCode/videos/:videoCode/answer': [
    'POST /api/private/campaigns/ash_echoes/videos/intro/answer',
  ],
  'POST /api/private/campaigns/:gameCode/videos/:videoCode/progress': [
    'POST /api/private/campaigns/ash_echoes/videos/intro/progress',
  ],
  'POST /api/private/campaigns/:gameCode/videos/:videoCode/watches': [
    'POST /api/private/campaigns/ash_echoes/videos/intro/watches',
  ],
  'POST /api/private/campaigns/:gameCode/visits': ['POST /api/private/campaigns/ash_echoes/visits'],
  'POST /api/public/campaigns/:gameCode/pre-registration/code': [
    'POST /api/public/campaigns/ash_echoes/pre-registration/code',
  ],
  'POST /api/public/campaigns/:gameCode/pre-registration/email': [
    'POST /api/public/campaigns/ash_echoes/pre-registration/email',
  ],
  'POST /api/public/campaigns/:gameCode/pre-registration/login': [
    'POST /api/public/campaigns/ash_echoes/pre-registration/login',
  ],
  'POST /api/public/campaigns/:gameCode/pre-registration/verify': [
    'POST /api/public/campaigns/ash_echoes/pre-registration/verify',
  ],
  // Feedback and the help chat.
  'POST /api/public/feedback': ['POST /api/public/feedback'],
  'GET /api/public/help/chat-widget': ['/api/public/help/chat-widget'],
  // Money: without a session the private routes answer 401 in the envelope.
  'GET /api/private/wallet/totals': ['/api/private/wallet/totals'],
  'GET /api/private/wallet/refresh': ['/api/private/wallet/refresh'],
  'GET /api/private/wallet/ledger': ['/api/private/wallet/ledger?size=7'],
  'GET /api/private/gold-logs/expiration-detail': ['/api/private/gold-logs/expiration-detail'],
  'GET /api/webview/gold-logs/expiration-detail': ['/api/webview/gold-logs/expiration-detail'],
  'GET /api/public/topup/packages': ['/api/public/topup/packages'],
  'POST /api/private/topup/orders': ['POST /api/private/topup/orders'],
  'GET /api/private/topup/orders/:orderId': ['/api/private/topup/orders/tp_000000000000'],
  'POST /api/private/topup/orders/:orderId/cancel': ['POST /api/private/topup/orders/tp_000000000000/cancel'],
  'GET /api/private/topup/transactions': ['/api/private/topup/transactions'],
  'GET /api/private/topup/transactions/pending': ['/api/private/topup/transactions/pending'],
  'POST /api/public/payments/sandbox/webhook': ['POST /api/public/payments/sandbox/webhook'],
  'POST /api/private/transfers': ['POST /api/private/transfers'],
  'GET /api/private/transfers': ['/api/private/transfers'],
  'GET /api/private/transfers/:transferId': ['/api/private/transfers/tr_000000000000'],
  'GET /api/public/vip/rules': ['/api/public/vip/rules'],
  'GET /api/private/vip': ['/api/private/vip'],
  'GET /api/public/gacha/events': ['/api/public/gacha/events'],
  'GET /api/public/gacha/events/:eventCode': [
    '/api/public/gacha/events/launch_celebration',
    '/api/public/gacha/events/none',
  ],
  'POST /api/private/gacha/events/:eventCode/draws': [
    'POST /api/private/gacha/events/launch_celebration/draws',
  ],
  'GET /api/private/gacha/draws': ['/api/private/gacha/draws'],
  'GET /api/private/gacha/token': ['/api/private/gacha/token'],
  'POST /api/private/gacha/tickets': ['POST /api/private/gacha/tickets'],
  'GET /api/private/coupons': ['/api/private/coupons'],
  // Shell: maintenance status, configuration update, operators' metadata (401 without the token).
  'GET /api/public/maintenance': ['/api/public/maintenance'],
  'PATCH /api/private/user/configuration': ['PATCH /api/private/user/configuration'],
  'GET /api/admin/studios': ['/api/admin/studios'],
  'POST /api/admin/studios': ['POST /api/admin/studios'],
  'DELETE /api/admin/studios': ['DELETE /api/admin/studios'],
  'POST /api/admin/studios/secret': ['POST /api/admin/studios/secret'],
  'POST /api/admin/commands': ['POST /api/admin/commands'],
  'GET /api/public/embed/origin': ['/api/public/embed/origin'],
  'POST /api/partner/embed-sessions': ['POST /api/partner/embed-sessions'],
  'GET /api/public/telemetry/remote-errors/summary': ['/api/public/telemetry/remote-errors/summary'],
  'POST /api/private/embed-sessions': ['POST /api/private/embed-sessions'],
  'POST /api/public/telemetry/remote-errors': ['POST /api/public/telemetry/remote-errors'],
  'PUT /api/admin/campaigns/:gameCode': ['PUT /api/admin/campaigns/ash_echoes'],
  'PUT /api/admin/puzzles/:gameCode/:eventCode': ['PUT /api/admin/puzzles/ash_echoes/anniversary'],
  'GET /api/admin/metadata/:group/:key': ['/api/admin/metadata/MAINTENANCE/maintenance_setting'],
  'PUT /api/admin/metadata/:group/:key': ['PUT /api/admin/metadata/MAINTENANCE/maintenance_setting'],
  // Profiles and friends: 401 without a session, 404 for unknown profiles, signatures checked.
  'GET /api/public/profiles/:slug': ['/api/public/profiles/demo', '/api/public/profiles/nobody-here'],
  'GET /api/private/profile': ['/api/private/profile'],
  'PATCH /api/private/profile': ['PATCH /api/private/profile'],
  'PUT /api/private/profile/avatar': ['PUT /api/private/profile/avatar'],
  'POST /api/private/personality': ['POST /api/private/personality'],
  'GET /api/private/account': ['/api/private/account'],
  'DELETE /api/private/account': ['DELETE /api/private/account'],
  'POST /api/private/account/password': ['POST /api/private/account/password'],
  'POST /api/partner/games/:gameCode/activity': ['POST /api/partner/games/moonlight_saga/activity'],
  'GET /api/private/friends': ['/api/private/friends'],
  'GET /api/private/friends/blocks': ['/api/private/friends/blocks'],
  'DELETE /api/private/friends/:userId': ['DELETE /api/private/friends/1'],
  'GET /api/private/friends/requests': ['/api/private/friends/requests'],
  'POST /api/private/friends/requests': ['POST /api/private/friends/requests'],
  'POST /api/private/friends/requests/:requestId/accept': ['POST /api/private/friends/requests/1/accept'],
  'POST /api/private/friends/requests/:requestId/decline': ['POST /api/private/friends/requests/1/decline'],
  'DELETE /api/private/friends/requests/:requestId': ['DELETE /api/private/friends/requests/1'],
  'GET /api/private/friends/suggestions': ['/api/private/friends/suggestions'],
  'GET /api/private/friends/relation/:userId': ['/api/private/friends/relation/1'],
  'GET /api/private/friends/invite': ['/api/private/friends/invite'],
  'POST /api/private/friends/invite/claim': ['POST /api/private/friends/invite/claim'],
  'GET /api/private/friends/invites/:code': ['/api/private/friends/invites/unknownCode123'],
  'POST /api/private/friends/blocks': ['POST /api/private/friends/blocks'],
  'DELETE /api/private/friends/blocks/:userId': ['DELETE /api/private/friends/blocks/1'],
  'GET /api/private/campaigns/:gameCode/puzzles/:eventCode': [
    '/api/private/campaigns/crazy_ones/puzzles/anniversary',
  ],
  'POST /api/private/campaigns/:gameCode/puzzles/:eventCode/collect': [
    'POST /api/private/campaigns/crazy_ones/puzzles/anniversary/collect',
  ],
  'POST /api/private/campaigns/:gameCode/puzzles/:eventCode/pieces/:piece/place': [
    'POST /api/private/campaigns/crazy_ones/puzzles/anniversary/pieces/0/place',
  ],
  'POST /api/private/campaigns/:gameCode/puzzles/:eventCode/complete': [
    'POST /api/private/campaigns/crazy_ones/puzzles/anniversary/complete',
  ],
};
/** Routes that answer something other than JSON on success (their errors are still envelopes). */
const NON_JSON_ROUTES = [
  'GET /api/public/assets/games/:file',
  'GET /dev/mail',
  'GET /dev/chat-widget', // HTML
  'GET /dev/maintenance', // HTML: the development stand-in for the maintenance page
  'OPTIONS /api/public/feedback', // CORS preflight, 204
  'GET /api/sandbox-pay/checkout/:orderId', // HTML: the sandbox provider's hosted checkout
  'POST /api/sandbox-pay/checkout/:orderId/:action', // 303 back to the portal
  'GET /api/public/avatars/:file', // image/webp
  'GET /api/public/campaigns/:gameCode/media/:file', // video/webm (learn videos)
  'GET /api/public/campaigns/:gameCode/puzzles/:eventCode/image', // an event's picture
];

describe.each(databaseTargets)('envelope on every route on $name', (target) => {
  const api = useTestApi(target);
  const routeKeys = () =>
    api.app.registeredRoutes
      .filter((route) => route.method !== 'HEAD' && !route.url.startsWith('/api/docs'))
      .map((route) => `${route.method} ${route.url}`);

  it('has a sample for every route', () => {
    expect(routeKeys().sort()).toEqual([...Object.keys(JSON_ROUTE_SAMPLES), ...NON_JSON_ROUTES].sort());
  });

  it.each(Object.entries(JSON_ROUTE_SAMPLES))(
    '%s answers { success, data } or { success: false, errors }',
    async (_route, urls) => {
      for (const sample of urls) {
        const [method, url] = sample.includes(' ')
          ? (sample.split(' ') as ['POST', string])
          : ['GET' as const, sample];
        const response = await api.app.inject({ method, url });
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        const body = response.json();
        if (response.statusCode < 400) expect(v.is(successEnvelope(v.unknown()), body)).toBe(true);
        else expect(v.is(ErrorEnvelopeSchema, body)).toBe(true);
      }
    },
  );

  it('answers errors of non-JSON routes in the envelope', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/public/assets/games/missing_game.svg',
    });
    expect(response.statusCode).toBe(404);
    expect(v.is(ErrorEnvelopeSchema, response.json())).toBe(true);
  });

  it.each(['POST /api/public/games', 'DELETE /api/health', 'GET /api', 'GET /dev/nothing'])(
    '%s answers 404 in the envelope',
    async (request) => {
      const [method, url] = request.split(' ') as ['POST' | 'DELETE' | 'GET', string];
      const response = await api.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(v.parse(ErrorEnvelopeSchema, response.json()).errors[0]?.code).toBe('NOT_FOUND');
    },
  );
});
