import {
  campaignApiRoutes,
  encodePassword,
  PreRegistrationCounterSchema,
  PreRegistrationEmailResultSchema,
  PreRegistrationStatusSchema,
  SessionSchema,
  VerificationCodeSentSchema,
} from '@portal/contracts';
import { testAuthConfig, mailedCode } from '../../auth/testing';
import { databaseTargets } from '../../testing/databases';
import { expectFailure, expectSuccess, useTestApi } from '../../testing/harness';
import { createTestPlayer } from '../../money/wallet/testing';
import { createCampaignServices } from '../services';
import { consentFor, createTestCampaign, preRegister } from '../testing';

// Opening PGlite and seeding takes long on a busy machine: room for the shared beforeAll.
jest.setTimeout(240_000);

describe.each(databaseTargets)('pre-registration on $name', (target) => {
  // The real resend countdown (60 s) so "resend is blocked during the countdown" is the real rule.
  const auth = testAuthConfig({
    limits: { ...testAuthConfig().limits, codeResendSeconds: 60 },
  });
  const api = useTestApi(target, { config: { auth } });
  const post = (url: string, payload: object, token?: string) =>
    api.app.inject({
      method: 'POST',
      url,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('takes a visitor from email to OTP to consent, with a coupon at the end', async () => {
    const campaign = await createTestCampaign(api.db);
    const routes = campaignApiRoutes;
    const email = `visitor.${Date.now()}@campaign.test`;

    const step1 = expectSuccess(
      await post(routes.preRegistrationEmail(campaign.game_code), { email }),
      PreRegistrationEmailResultSchema,
    );
    expect(step1).toEqual({ email, accountExists: false });

    const password = encodePassword('abc123');
    const sent = expectSuccess(
      await post(routes.preRegistrationCode(campaign.game_code), { email, password }),
      VerificationCodeSentSchema,
    );
    expect(sent.resendInSeconds).toBe(60);
    // "resend in {{second}}s": a second code during the countdown is refused.
    const resend = await post(routes.preRegistrationCode(campaign.game_code), { email, password });
    expectFailure(resend, 429, 'RATE_LIMITED');
    expect(Number(resend.headers['retry-after'])).toBeGreaterThan(0);

    const wrong = await post(routes.preRegistrationVerify(campaign.game_code), { email, code: '000000' });
    expectFailure(wrong, 422, 'VERIFICATION_CODE_NOT_MATCH');
    const code = await mailedCode(api.app, email);
    const session = expectSuccess(
      await post(routes.preRegistrationVerify(campaign.game_code), { email, code }),
      SessionSchema,
    );
    expect(session.referrer).toBe(campaign.landing_path);

    const before = expectSuccess(
      await api.app.inject({
        method: 'GET',
        url: routes.preRegistration(campaign.game_code),
        headers: { authorization: `Bearer ${session.token}` },
      }),
      PreRegistrationStatusSchema,
    );
    expect(before).toMatchObject({ preRegistered: false, coupon: null, lotteryNumber: session.userId });

    const done = expectSuccess(
      await post(routes.preRegistration(campaign.game_code), consentFor(campaign), session.token),
      PreRegistrationStatusSchema,
    );
    expect(done.preRegistered).toBe(true);
    expect(done.channel).toBe('website');
    expect(done.coupon).toMatchObject({
      title: campaign.coupon_title,
      source: 'campaign',
      status: 'available',
      gameCode: campaign.game_code,
    });

    const stored = await api.db
      .selectFrom('campaign_pre_registrations')
      .selectAll()
      .where('user_id', '=', session.userId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      terms_version: campaign.terms_version,
      eula_version: campaign.eula_version,
    });
    expect(stored.consented_at).toBeInstanceOf(Date);
  });

  it('lets an existing player sign in with their password and pre-register once', async () => {
    const campaign = await createTestCampaign(api.db);
    const step1 = expectSuccess(
      await post(campaignApiRoutes.preRegistrationEmail(campaign.game_code), { email: 'demo@player.test' }),
      PreRegistrationEmailResultSchema,
    );
    expect(step1.accountExists).toBe(true);
    const badLogin = await post(campaignApiRoutes.preRegistrationLogin(campaign.game_code), {
      email: 'demo@player.test',
      password: encodePassword('nope'),
    });
    expectFailure(badLogin, 401, 'INVALID_AUTH_CREDENTIAL');
    const session = expectSuccess(
      await post(campaignApiRoutes.preRegistrationLogin(campaign.game_code), {
        email: 'demo@player.test',
        password: encodePassword('demo1234'),
      }),
      SessionSchema,
    );
    await preRegister(api.app, campaign, session.token);
    const again = await post(
      campaignApiRoutes.preRegistration(campaign.game_code),
      consentFor(campaign),
      session.token,
    );
    expectFailure(again, 409, 'ALREADY_PRE_REGISTERED');
  });

  it('requires agreeing to both the terms and the EULA in their current versions', async () => {
    const campaign = await createTestCampaign(api.db);
    const player = await createTestPlayer(api.db, 'consent');
    const url = campaignApiRoutes.preRegistration(campaign.game_code);
    const noEula = await post(url, consentFor(campaign, { agreeEula: false }), player.token);
    expect(expectFailure(noEula, 400, 'VALIDATION_ERROR')[0]?.field).toBe('agreeEula');
    const outdated = await post(url, consentFor(campaign, { termsVersion: '2019-01-01' }), player.token);
    expectFailure(outdated, 409, 'CONSENT_VERSION_OUTDATED');
    const visitor = await post(url, consentFor(campaign));
    expectFailure(visitor, 401, 'UNAUTHORIZED');
  });

  it('refuses every step when the operator closed pre-registration, and unknown games', async () => {
    const campaign = await createTestCampaign(api.db, { settings: { preRegistrationOpen: false } });
    const player = await createTestPlayer(api.db, 'closed');
    expectFailure(
      await post(campaignApiRoutes.preRegistrationEmail(campaign.game_code), { email: 'a@b.test' }),
      409,
      'PRE_REGISTRATION_CLOSED',
    );
    expectFailure(
      await post(campaignApiRoutes.preRegistration(campaign.game_code), consentFor(campaign), player.token),
      409,
      'PRE_REGISTRATION_CLOSED',
    );
    expectFailure(
      await post(campaignApiRoutes.preRegistrationEmail('no_such_game'), { email: 'a@b.test' }),
      404,
      'CAMPAIGN_NOT_FOUND',
    );
    expectFailure(
      await post(campaignApiRoutes.preRegistrationEmail(campaign.game_code), { email: 'not-an-email' }),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('counts website pre-registrations plus operator counts, cached for 10 seconds', async () => {
    const campaign = await createTestCampaign(api.db);
    await api.db
      .insertInto('campaign_counter_sources')
      .values({ campaign_id: campaign.id, source: 'app_store', label: 'App Store', count: 1000 })
      .execute();
    const read = async () => {
      const response = await api.app.inject({
        method: 'GET',
        url: campaignApiRoutes.counter(campaign.game_code),
      });
      expect(response.headers['cache-control']).toBe('public, max-age=10');
      return expectSuccess(response, PreRegistrationCounterSchema);
    };
    expect((await read()).total).toBe(1000);
    const player = await createTestPlayer(api.db, 'counted');
    await preRegister(api.app, campaign, player.token);
    // Within the cache lifetime the cheap answer is the cached one…
    expect((await read()).total).toBe(1000);
    // …and once the 10 s are over, the counter includes the new pre-registration.
    let now = new Date();
    const counter = createCampaignServices({ db: api.db, clock: () => now }).counter;
    const cached = await counter.read(campaign.game_code);
    await preRegister(api.app, campaign, (await createTestPlayer(api.db, 'counted2')).token);
    now = new Date(now.getTime() + 9_000);
    expect((await counter.read(campaign.game_code)).total).toBe(cached.total);
    now = new Date(now.getTime() + 1_000);
    expect((await counter.read(campaign.game_code)).total).toBe(cached.total + 1);
    expect(cached.total).toBe(1001);
    expect(cached.sources).toEqual([
      { source: 'website', label: 'Official website', count: 1 },
      { source: 'app_store', label: 'App Store', count: 1000 },
    ]);
  });
});
