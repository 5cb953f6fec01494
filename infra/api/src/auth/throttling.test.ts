import {
  authEndpoints,
  campaignApiRoutes,
  encodePassword,
  errorCodes,
  SessionSchema,
  endpointUrl,
} from '@portal/contracts';
import { createTestCampaign } from '../campaign/testing';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { databaseTargets } from '../testing/databases';
import { expectFailure, expectSuccess, useTestApi } from '../testing/harness';
import { DEVICE_COOKIE } from './cookies';
import { solveProofOf } from './proof/testing';
import { testAuthConfig } from './testing';

/** Past a soft limit the API asks for a proof of work (428 with a challenge) instead of refusing. */
const expectProofAsked = (response: LightMyRequestResponse) => {
  expectFailure(response, 428, errorCodes.humanProofRequired);
  expect(response.headers['x-human-challenge']).toEqual(expect.any(String));
};

const expectThrottled = (response: LightMyRequestResponse, message: RegExp) => {
  const [error] = expectFailure(response, 429, errorCodes.rateLimited);
  expect(error?.message).toMatch(message);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  return Number(response.headers['retry-after']);
};

describe.each(databaseTargets)('throttling on $name', (target) => {
  const api = useTestApi(target, {
    config: {
      auth: testAuthConfig({
        limits: {
          codeResendSeconds: 60,
          codesPerEmail: { max: 2, windowSeconds: 3600 },
          codeMailsPerEmail: { max: 3, windowSeconds: 3600 },
          codesPerIp: { max: 4, windowSeconds: 3600 },
          codesPerIpHard: { max: 7, windowSeconds: 3600 },
          loginFailuresPerEmail: { max: 3, windowSeconds: 900 },
          loginFailuresPerIp: { max: 5, windowSeconds: 900 },
          loginFailuresPerEmailIp: { max: 3, windowSeconds: 900 },
          loginFailuresPerIpHard: { max: 12, windowSeconds: 900 },
          loginBackoff: { baseSeconds: 30, maxSeconds: 900 },
          resetMailsPerEmail: { max: 2, windowSeconds: 3600 },
          resetMailCapPerEmail: { max: 3, windowSeconds: 3600 },
          resetMailsPerIp: { max: 10, windowSeconds: 3600 },
        },
      }),
    },
  });
  /** Requests from one address; `headers` carry a proof (x-human-proof) or a device cookie. */
  const from = (ip: string, headers: Record<string, string> = {}) => ({
    sendCode: (email: string) =>
      api.app.inject({
        method: 'POST',
        url: endpointUrl(authEndpoints.sendVerificationCode),
        remoteAddress: ip,
        headers,
        payload: { email, password: encodePassword('secret123') },
      }),
    login: (email: string, password: string) =>
      api.app.inject({
        method: 'POST',
        url: endpointUrl(authEndpoints.login),
        remoteAddress: ip,
        headers,
        payload: { email, password: encodePassword(password) },
      }),
    forgot: (email: string) =>
      api.app.inject({
        method: 'POST',
        url: endpointUrl(authEndpoints.forgotPassword),
        remoteAddress: ip,
        headers,
        payload: { email },
      }),
  });
  /** What the browser does on a 428: solve the challenge, send the same request with the proof. */
  const withProof = async (ip: string, first: LightMyRequestResponse) =>
    from(ip, { 'x-human-proof': await solveProofOf(first) });
  /** Moves every counted event of a subject (and its per-source rows) back in time. */
  const age = (subject: string, seconds: number) =>
    api.db
      .updateTable('auth_throttle_events')
      .set({ created_at: sql<Date>`created_at - make_interval(secs => ${seconds})` })
      .where((eb) => eb.or([eb('subject', '=', subject), eb('subject', 'like', `${subject}|%`)]))
      .execute();
  const mailsTo = async (to: string) => {
    const response = await api.app.inject({ method: 'GET', url: '/dev/mail.json' });
    return (response.json() as { data: { to: string; text: string }[] }).data.filter(
      (mail) => mail.to === to,
    );
  };

  describe('verification codes', () => {
    it('sends one code per email per 60 s, saying how long to wait', async () => {
      const client = from('10.0.0.1');
      expect((await client.sendCode('wait@example.com')).statusCode).toBe(200);
      const retryAfter = expectThrottled(
        await client.sendCode('wait@example.com'),
        /^A code was just sent to this email\. Please wait \d+ seconds before asking for another one\.$/,
      );
      expect(retryAfter).toBeLessThanOrEqual(60);
      await age('wait@example.com', 61);
      expect((await client.sendCode('wait@example.com')).statusCode).toBe(200);
    });

    it('caps the codes per email per hour', async () => {
      const client = from('10.0.0.2');
      await client.sendCode('cap@example.com');
      await age('cap@example.com', 61);
      await client.sendCode('cap@example.com');
      await age('cap@example.com', 61);
      expectThrottled(
        await client.sendCode('cap@example.com'),
        /^Too many codes were sent to this email\. Please try again in \d+ minutes\.$/,
      );
    });

    it('asks a busy address for a proof of work, bound to the address and email, used once', async () => {
      const client = from('10.0.0.3');
      for (let index = 0; index < 4; index++) {
        expect((await client.sendCode(`ip${index}@example.com`)).statusCode).toBe(200);
      }
      const asked = await client.sendCode('ip4@example.com');
      expectProofAsked(asked);
      const proof = await solveProofOf(asked);
      const proven = from('10.0.0.3', { 'x-human-proof': proof });
      // Another email or another address cannot use it.
      expectProofAsked(await proven.sendCode('ip5@example.com'));
      expect((await proven.sendCode('ip4@example.com')).statusCode).toBe(200);
      // Replayed: refused like no proof at all.
      expectProofAsked(await proven.sendCode('ip6@example.com'));
      expect((await from('10.0.0.4').sendCode('ip-last@example.com')).statusCode).toBe(200);
    });

    it('refuses outright only past the hard limit per address', async () => {
      const ip = '10.0.0.5';
      let sent = 0;
      for (let index = 0; index < 9; index++) {
        let response = await from(ip).sendCode(`hard${index}@example.com`);
        if (response.statusCode === 428)
          response = await (await withProof(ip, response)).sendCode(`hard${index}@example.com`);
        if (response.statusCode === 200) sent += 1;
        else expectThrottled(response, /^Too many codes were requested from your network\./);
      }
      expect(sent).toBe(7);
    });

    it("does not let a stranger's asks stop the owner's, and caps the mails to one address", async () => {
      const email = 'flooded@example.com';
      for (let index = 0; index < 6; index++) {
        expect((await from(`10.0.7.${index + 1}`).sendCode(email)).statusCode).toBe(200);
      }
      // Six answers alike, three mails: the cap limits mails, not answers.
      expect(await mailsTo(email)).toHaveLength(3);
      const owner = await from('10.0.7.100').sendCode(email);
      expect(owner.statusCode).toBe(200);
      expect(owner.json()).toEqual((await from('10.0.7.101').sendCode(email)).json());
    });
  });

  describe('sign-in failures', () => {
    /** Moves a subject's sign-in counters back in time: its back-off has run out. */
    const endBackoff = (subject: string) =>
      api.db
        .updateTable('auth_throttle_buckets')
        .set({ blocked_until: sql<Date>`now() - interval '1 second'` })
        .where((eb) => eb.or([eb('subject', '=', subject), eb('subject', 'like', `${subject}|%`)]))
        .execute();
    beforeEach(() => api.db.deleteFrom('auth_throttle_buckets').execute());
    const statuses = (responses: LightMyRequestResponse[]) =>
      responses.map((response) => response.statusCode).sort((a, b) => a - b);

    it('counts a burst of 50 concurrent wrong passwords on one account before hashing any: 3 get through', async () => {
      const burst = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          from(`10.1.0.${index + 1}`).login('burst@example.com', 'wrong-pass'),
        ),
      );
      const counts = statuses(burst);
      expect(counts.filter((status) => status === 401)).toHaveLength(3);
      expect(counts.filter((status) => status === 428)).toHaveLength(47);
    });

    it('counts a burst of 50 concurrent wrong sign-ins from one IP across accounts: 5 get through', async () => {
      const sprayer = from('10.1.1.1');
      const burst = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          sprayer.login(`spray-burst${index}@example.com`, 'password1'),
        ),
      );
      const counts = statuses(burst);
      expect(counts.filter((status) => status === 401)).toHaveLength(5);
      // The rest are refused: a proof is asked for, or (attempts still in flight on PostgreSQL's
      // parallel transactions) the burst is held back outright.
      expect(counts.filter((status) => status === 428 || status === 429)).toHaveLength(45);
    });

    it('asks for a proof of work after 3 failures, then backs off the proven source with doubling waits', async () => {
      const ip = '10.0.1.1';
      for (let index = 0; index < 3; index++) {
        expectFailure(
          await from(ip).login('demo@player.test', 'wrong-password'),
          401,
          errorCodes.invalidAuthCredential,
        );
      }
      const proven = async (password: string) => {
        const asked = await from(ip).login('demo@player.test', password);
        expectProofAsked(asked);
        return (await withProof(ip, asked)).login('demo@player.test', password);
      };
      for (let index = 0; index < 3; index++) {
        expectFailure(await proven('wrong-again'), 401, errorCodes.invalidAuthCredential);
      }
      const first = expectThrottled(
        await proven('demo1234'),
        /^Too many sign-in attempts\. Please try again in \d+ seconds\.$/,
      );
      expect(first).toBeLessThanOrEqual(30);
      // The owner elsewhere is asked for a proof of work, and signs in with it.
      const asked = await from('10.0.1.2').login('demo@player.test', 'demo1234');
      expectProofAsked(asked);
      expectSuccess(
        await (await withProof('10.0.1.2', asked)).login('demo@player.test', 'demo1234'),
        SessionSchema,
      );
      // Another account from another address is not affected.
      expectSuccess(await from('10.0.1.3').login('rival@player.test', 'rival1234'), SessionSchema);

      // Once the back-off has run out, one try; it fails again and the next wait is twice as long.
      await endBackoff(`demo@player.test|human:${ip}`);
      expectFailure(await proven('again-wrong'), 401, errorCodes.invalidAuthCredential);
      const second = expectThrottled(await proven('demo1234'), /^Too many/);
      expect(second).toBeGreaterThan(30);
      expect(second).toBeLessThanOrEqual(60);
    });

    it("lets the owner sign in from a new browser at once after 40 strangers' wrong passwords", async () => {
      const strangers = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          from(`10.2.0.${index + 1}`).login('rival@player.test', 'guess'),
        ),
      );
      expect(strangers.every((response) => [401, 428].includes(response.statusCode))).toBe(true);
      const started = Date.now();
      const asked = await from('10.2.1.1').login('rival@player.test', 'rival1234');
      expectProofAsked(asked);
      expectSuccess(
        await (await withProof('10.2.1.1', asked)).login('rival@player.test', 'rival1234'),
        SessionSchema,
      );
      expect(Date.now() - started).toBeLessThan(5000);
    });

    it('refuses an address outright only past the hard limit, proofs of work or not', async () => {
      const ip = '10.2.2.1';
      const outcomes: number[] = [];
      for (let index = 0; index < 14; index++) {
        const email = `hard-spray${index}@example.com`;
        let response = await from(ip).login(email, 'password1');
        if (response.statusCode === 428)
          response = await (await withProof(ip, response)).login(email, 'password1');
        outcomes.push(response.statusCode);
      }
      expect(outcomes.filter((status) => status === 401)).toHaveLength(12);
      expect(outcomes.slice(12)).toEqual([429, 429]);
    });

    it("does not let a stranger's wrong tries stop the owner's known device", async () => {
      const signIn = await from('10.0.5.1').login('rival@player.test', 'rival1234');
      expectSuccess(signIn, SessionSchema);
      const deviceCookie = [signIn.headers['set-cookie']]
        .flat()
        .find((cookie) => cookie?.startsWith(`${DEVICE_COOKIE}=`));
      expect(deviceCookie).toMatch(/; HttpOnly/);
      // One Set-Cookie per cookie: token, user id, CSRF token, device.
      const names = [signIn.headers['set-cookie']].flat().map((cookie) => cookie?.split('=')[0]);
      expect(names.sort()).toEqual(['portal_csrf', DEVICE_COOKIE, 'portal_token', 'portal_uid']);
      const device = deviceCookie!.split(';')[0]!;

      const stranger = from('10.0.6.1');
      for (let index = 0; index < 12; index++) await stranger.login('rival@player.test', `guess-${index}`);
      expectProofAsked(await from('10.0.6.2').login('rival@player.test', 'rival1234'));

      const owner = await api.app.inject({
        method: 'POST',
        url: endpointUrl(authEndpoints.login),
        remoteAddress: '10.0.5.1',
        headers: { cookie: device },
        payload: { email: 'rival@player.test', password: encodePassword('rival1234') },
      });
      expectSuccess(owner, SessionSchema);
      // A device cookie of another account (or a forged one) opens nothing.
      const forged = device.replace(/\.[^.]+$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
      expectProofAsked(
        await api.app.inject({
          method: 'POST',
          url: endpointUrl(authEndpoints.login),
          remoteAddress: '10.0.5.1',
          headers: { cookie: forged },
          payload: { email: 'rival@player.test', password: encodePassword('rival1234') },
        }),
      );
    });

    it("does not let strangers' failures touch the campaign sign-in on the owner's known device", async () => {
      const campaign = await createTestCampaign(api.db);
      const campaignLogin = (ip: string, password: string, cookie?: string) =>
        api.app.inject({
          method: 'POST',
          url: campaignApiRoutes.preRegistrationLogin(campaign.game_code),
          remoteAddress: ip,
          headers: cookie ? { cookie } : {},
          payload: { email: 'rival@player.test', password: encodePassword(password) },
        });
      const signIn = await from('10.4.0.1').login('rival@player.test', 'rival1234');
      const device = [signIn.headers['set-cookie']]
        .flat()
        .find((cookie) => cookie?.startsWith(`${DEVICE_COOKIE}=`));
      expect(device).toMatch(/; Path=\/api\/public;/);
      for (let index = 0; index < 40; index++) await campaignLogin(`10.4.1.${index + 1}`, `guess-${index}`);
      expectProofAsked(await campaignLogin('10.4.0.1', 'rival1234'));
      expectSuccess(await campaignLogin('10.4.0.1', 'rival1234', device!.split(';')[0]!), SessionSchema);
    });

    it('asks an address for a proof of work after 5 failures across accounts', async () => {
      const sprayer = from('10.0.2.1');
      for (let index = 0; index < 5; index++) {
        expectFailure(
          await sprayer.login(`spray${index}@example.com`, 'password1'),
          401,
          errorCodes.invalidAuthCredential,
        );
      }
      expectProofAsked(await sprayer.login('rival@player.test', 'rival1234'));
      expectSuccess(await from('10.0.2.2').login('rival@player.test', 'rival1234'), SessionSchema);
    });

    it('forgets the failures of an account once it signs in', async () => {
      const player = from('10.0.3.1');
      for (let index = 0; index < 2; index++) await player.login('rival@player.test', 'typo-typo');
      expectSuccess(await player.login('rival@player.test', 'rival1234'), SessionSchema);
      for (let index = 0; index < 2; index++) await player.login('rival@player.test', 'typo-typo');
      expectSuccess(await player.login('rival@player.test', 'rival1234'), SessionSchema);
    });
  });

  describe('reset links', () => {
    it('sends one per 60 s and at most 2 an hour per email and source, known or not', async () => {
      const client = from('10.0.4.1');
      for (const email of ['demo@player.test', 'unknown@example.com']) {
        expect((await client.forgot(email)).statusCode).toBe(200);
        expectThrottled(await client.forgot(email), /^A reset link was just sent\. Please wait \d+ seconds/);
        await age(email, 61);
        expect((await client.forgot(email)).statusCode).toBe(200);
        await age(email, 61);
        expectThrottled(await client.forgot(email), /^Too many reset links were sent to this email\./);
      }
    });

    it("after 20 strangers' requests the owner still asks, and holds a working link", async () => {
      const email = 'rival@player.test';
      const before = (await mailsTo(email)).length;
      for (let index = 0; index < 20; index++) {
        expect((await from(`10.3.0.${index + 1}`).forgot(email)).statusCode).toBe(200);
      }
      // Three mails (the cap), not twenty.
      expect((await mailsTo(email)).length - before).toBe(3);
      expect((await from('10.3.1.1').forgot(email)).statusCode).toBe(200);
      const link = /token=([A-Za-z0-9_-]+)/.exec((await mailsTo(email))[0]!.text)?.[1];
      const reset = await api.app.inject({
        method: 'POST',
        url: endpointUrl(authEndpoints.resetPassword),
        remoteAddress: '10.3.1.1',
        payload: { token: link, password: encodePassword('rival1234') },
      });
      expect(reset.statusCode).toBe(200);
      // The link is used: the next ask mails a new one at once, whatever the cap.
      await age(email, 61);
      expect((await from('10.3.1.1').forgot(email)).statusCode).toBe(200);
      expect((await mailsTo(email)).length - before).toBe(4);
    });

    it('mails a known device of the account past the cap', async () => {
      const signIn = await from('10.3.2.1').login('demo@player.test', 'demo1234');
      const device = [signIn.headers['set-cookie']]
        .flat()
        .find((cookie) => cookie?.startsWith(`${DEVICE_COOKIE}=`));
      const before = (await mailsTo('demo@player.test')).length;
      for (let index = 0; index < 5; index++) await from(`10.3.3.${index + 1}`).forgot('demo@player.test');
      const capped = (await mailsTo('demo@player.test')).length;
      expect(capped - before).toBeLessThanOrEqual(3);
      const owner = await from('10.3.3.1', { cookie: device!.split(';')[0]! }).forgot('demo@player.test');
      expect(owner.statusCode).toBe(200);
      expect((await mailsTo('demo@player.test')).length).toBe(capped + 1);
    });
  });
});
