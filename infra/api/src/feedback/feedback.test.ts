import {
  ADMIN_TOKEN_HEADER,
  errorCodes,
  FeedbackListSchema,
  FeedbackSentSchema,
  helpApiRoutes,
  messages,
  endpointUrl,
  helpEndpoints,
} from '@portal/contracts';
import { databaseTargets } from '../testing/databases';
import { expectFailure, expectSuccess, useTestApi } from '../testing/harness';
import { solveProofOf } from '../auth/proof/testing';
import { bearer, registerAndLogin, testAuthConfig } from '../auth/testing';
import { PROVEN_FACTOR } from './service';
import { loadHelpConfig } from '../help/config';

const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';
const help = {
  ...loadHelpConfig({ ADMIN_API_TOKEN: ADMIN_TOKEN }, false),
  feedbackRateLimit: { max: 3, windowSeconds: 600 },
};

const visitorPayload = (description = 'The gacha page is lovely', ip?: string) => ({
  payload: {
    userId: null,
    type: 'user_feedback',
    value: { page: 'reward', description, email: 'guest@example.com', isLogin: false },
  },
  ip,
});

describe.each(databaseTargets)('feedback API on $name', (target) => {
  const api = useTestApi(target, { config: { help, trustProxyHops: 1, auth: testAuthConfig() } });
  let nextIp = 1;
  /** Each test sends from its own address (X-Forwarded-For through the trusted loopback hop). */
  const freshIp = () => `203.0.113.${nextIp++}`;

  const send = (body: unknown, ip: string, headers: Record<string, string> = {}) =>
    api.app.inject({
      method: 'POST',
      url: endpointUrl(helpEndpoints.sendFeedback),
      payload: body as object,
      headers: { 'x-forwarded-for': ip, 'user-agent': 'FeedbackTest/1.0', 'x-lang': 'vn', ...headers },
    });
  const adminList = (query = '', token = ADMIN_TOKEN) =>
    api.app.inject({
      method: 'GET',
      url: `${helpApiRoutes.adminFeedback}${query}`,
      headers: { [ADMIN_TOKEN_HEADER]: token },
    });

  describe('POST /api/public/feedback', () => {
    it('answers data.success and stores a visitor feedback with time, user agent, language and email', async () => {
      const before = Math.floor(Date.now() / 1000);
      const { payload } = visitorPayload('Visitor feedback stored');
      expect(expectSuccess(await send(payload, freshIp()), FeedbackSentSchema)).toEqual({ success: true });

      const [stored] = expectSuccess(await adminList('?limit=1'), FeedbackListSchema);
      expect(stored).toMatchObject({
        userId: null,
        type: 'user_feedback',
        page: 'reward',
        description: 'Visitor feedback stored',
        email: 'guest@example.com',
        isLogin: false,
        language: 'vn',
        userAgent: 'FeedbackTest/1.0',
      });
      expect(stored?.createdAt).toBeGreaterThanOrEqual(before - 1);
    });

    it("stores a signed-in player's feedback with their user id and account email, without an email field", async () => {
      const { token, userId } = await registerAndLogin(api.app, 'feedback.player@example.com');
      const response = await send(
        {
          userId,
          type: 'user_feedback',
          value: { page: 'friends', description: 'From a player', isLogin: true },
        },
        freshIp(),
        bearer(token),
      );
      expectSuccess(response, FeedbackSentSchema);
      const [stored] = expectSuccess(await adminList('?limit=1'), FeedbackListSchema);
      expect(stored).toMatchObject({
        description: 'From a player',
        userId,
        isLogin: true,
        email: 'feedback.player@example.com',
      });
    });

    it("keeps the feedback of an unknown or revoked token as a visitor's", async () => {
      const response = await send(
        {
          userId: 9,
          type: 'user_feedback',
          value: { page: 'other', description: 'Stale token', isLogin: true },
        },
        freshIp(),
        bearer('x'.repeat(43)),
      );
      expectSuccess(response, FeedbackSentSchema);
      const [stored] = expectSuccess(await adminList('?limit=1'), FeedbackListSchema);
      expect(stored).toMatchObject({ description: 'Stale token', userId: null, isLogin: false });
    });

    it('stores a claimed player without a session as a visitor (identity comes from the session only)', async () => {
      const response = await send(
        {
          userId: 42,
          type: 'user_feedback',
          value: { page: 'friends', description: 'Claimed', isLogin: true },
        },
        freshIp(),
      );
      expectSuccess(response, FeedbackSentSchema);
      const [stored] = expectSuccess(await adminList('?limit=1'), FeedbackListSchema);
      expect(stored).toMatchObject({ description: 'Claimed', userId: null, isLogin: false, email: null });
    });

    it('accepts exactly 500 characters and trims the text', async () => {
      const { payload } = visitorPayload(` ${'a'.repeat(500)} `);
      expectSuccess(await send(payload, freshIp()), FeedbackSentSchema);
      const [stored] = expectSuccess(await adminList('?limit=1'), FeedbackListSchema);
      expect(stored?.description).toBe('a'.repeat(500));
    });

    it.each([
      ['501 characters', { description: 'a'.repeat(501) }, 'value.description', messages.maxLength500],
      ['an empty text', { description: '   ' }, 'value.description', messages.required],
      ['a malformed email', { email: 'guest@' }, 'value.email', messages.email],
      ['a page outside the enumeration', { page: 'shop' }, 'value.page', 'page must be one of'],
    ])('refuses %s with VALIDATION_ERROR naming the field', async (_case, change, field, message) => {
      const { payload } = visitorPayload();
      const response = await send({ ...payload, value: { ...payload.value, ...change } }, freshIp());
      const [error] = expectFailure(response, 400, errorCodes.validation);
      expect(error?.field).toBe(field);
      expect(error?.message).toContain(message);
    });

    it('refuses another type than user_feedback', async () => {
      const { payload } = visitorPayload();
      const [error] = expectFailure(
        await send({ ...payload, type: 'bug' }, freshIp()),
        400,
        errorCodes.validation,
      );
      expect(error?.field).toBe('type');
    });

    it('asks a busy IP for a proof of work past the limit, and takes the send with it', async () => {
      const ip = freshIp();
      for (let sent = 0; sent < help.feedbackRateLimit.max; sent += 1) {
        expectSuccess(await send(visitorPayload(`burst ${sent}`).payload, ip), FeedbackSentSchema);
      }
      const asked = await send(visitorPayload('one more').payload, ip);
      expectFailure(asked, 428, errorCodes.humanProofRequired);
      const proof = await solveProofOf(asked);
      expectSuccess(
        await send(visitorPayload('one more').payload, ip, { 'x-human-proof': proof }),
        FeedbackSentSchema,
      );
      // A proof is used once.
      expectFailure(
        await send(visitorPayload('again').payload, ip, { 'x-human-proof': proof }),
        428,
        errorCodes.humanProofRequired,
      );
      // Another network is not affected.
      expectSuccess(await send(visitorPayload('other network').payload, freshIp()), FeedbackSentSchema);
    });

    it('refuses with Retry-After only far above the limit, proof or not', async () => {
      const ip = freshIp();
      const hard = help.feedbackRateLimit.max * PROVEN_FACTOR;
      await api.db
        .insertInto('feedback')
        .values(
          Array.from({ length: hard }, (_, n) => ({
            page: 'reward' as const,
            description: `earlier ${n}`,
            email: null,
            user_id: null,
            is_login: false,
            language: null,
            user_agent: null,
            client_ip: ip,
          })),
        )
        .execute();
      const asked = await send(visitorPayload('past hard').payload, ip);
      const limited = await send(visitorPayload('past hard').payload, ip, {
        'x-human-proof': await solveProofOf(asked),
      });
      expectFailure(limited, 429, errorCodes.rateLimited);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(600);
    });

    it('stores exactly the limit from a burst of concurrent sends from one IP', async () => {
      const ip = freshIp();
      const burst = await Promise.all(
        Array.from({ length: 20 }, (_, n) => send(visitorPayload(`concurrent ${n}`).payload, ip)),
      );
      const statuses = burst.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(help.feedbackRateLimit.max);
      expect(statuses.filter((status) => status === 428)).toHaveLength(20 - help.feedbackRateLimit.max);
      const stored = await api.db
        .selectFrom('feedback')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('client_ip', '=', ip)
        .executeTakeFirstOrThrow();
      expect(Number(stored.count)).toBe(help.feedbackRateLimit.max);
    });

    it('does not count refused payloads against the limit', async () => {
      const ip = freshIp();
      const { payload } = visitorPayload();
      for (let attempt = 0; attempt < help.feedbackRateLimit.max + 1; attempt += 1) {
        expectFailure(
          await send({ ...payload, value: { ...payload.value, page: 'nope' } }, ip),
          400,
          errorCodes.validation,
        );
      }
      expectSuccess(await send(payload, ip), FeedbackSentSchema);
    });

    it('lets a studio page on another origin send: CORS preflight and answer headers, errors included', async () => {
      const preflight = await api.app.inject({
        method: 'OPTIONS',
        url: endpointUrl(helpEndpoints.sendFeedback),
        headers: {
          origin: 'https://studio.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, x-lang',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('*');
      expect(preflight.headers['access-control-allow-methods']).toContain('POST');
      expect(preflight.headers['access-control-allow-headers']).toContain('content-type');

      const refused = await send({}, freshIp(), { origin: 'https://studio.example' });
      expect(refused.statusCode).toBe(400);
      expect(refused.headers['access-control-allow-origin']).toBe('*');
    });
  });

  describe('GET /api/admin/feedback', () => {
    it('refuses a missing or wrong admin token', async () => {
      expectFailure(await adminList('', 'x'.repeat(ADMIN_TOKEN.length)), 401, errorCodes.adminTokenInvalid);
      const missing = await api.app.inject({ method: 'GET', url: helpApiRoutes.adminFeedback });
      expectFailure(missing, 401, errorCodes.adminTokenInvalid);
    });

    it('lists newest first, since a time, within the limit', async () => {
      const ip = freshIp();
      expectSuccess(await send(visitorPayload('older').payload, ip), FeedbackSentSchema);
      expectSuccess(await send(visitorPayload('newer').payload, ip), FeedbackSentSchema);
      const newest = expectSuccess(await adminList('?limit=2'), FeedbackListSchema);
      expect(newest.map((record) => record.description)).toEqual(['newer', 'older']);
      expect(newest[0]!.id).toBeGreaterThan(newest[1]!.id);

      const future = Math.floor(Date.now() / 1000) + 3600;
      expect(expectSuccess(await adminList(`?since=${future}`), FeedbackListSchema)).toEqual([]);
    });

    it('rejects a limit above the maximum', async () => {
      const [error] = expectFailure(await adminList('?limit=501'), 400, errorCodes.validation);
      expect(error?.field).toBe('limit');
    });
  });
});

describe.each(databaseTargets)('feedback API without ADMIN_API_TOKEN on $name', (target) => {
  const api = useTestApi(target, { seed: false });

  it('serves no admin route at all', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: helpApiRoutes.adminFeedback,
      headers: { [ADMIN_TOKEN_HEADER]: 'anything' },
    });
    expectFailure(response, 404, errorCodes.notFound);
  });
});
