import { authRoutes, encodePassword, errorCodes, SessionSchema } from '@portal/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { databaseTargets } from '../testing/databases';
import { expectFailure, expectSuccess, useTestApi } from '../testing/harness';
import { DEVICE_COOKIE } from './cookies';
import { testAuthConfig } from './testing';

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
          codesPerIp: { max: 4, windowSeconds: 3600 },
          loginFailuresPerEmail: { max: 3, windowSeconds: 900 },
          loginFailuresPerIp: { max: 5, windowSeconds: 900 },
          loginFailuresPerEmailIp: { max: 3, windowSeconds: 900 },
          loginBackoff: { baseSeconds: 30, maxSeconds: 900 },
          resetMailsPerEmail: { max: 2, windowSeconds: 3600 },
          resetMailsPerIp: { max: 10, windowSeconds: 3600 },
        },
      }),
    },
  });
  const from = (ip: string) => ({
    sendCode: (email: string) =>
      api.app.inject({
        method: 'POST',
        url: authRoutes.sendVerificationCode,
        remoteAddress: ip,
        payload: { email, password: encodePassword('secret123') },
      }),
    login: (email: string, password: string) =>
      api.app.inject({
        method: 'POST',
        url: authRoutes.login,
        remoteAddress: ip,
        payload: { email, password: encodePassword(password) },
      }),
    forgot: (email: string) =>
      api.app.inject({
        method: 'POST',
        url: authRoutes.forgotPassword,
        remoteAddress: ip,
        payload: { email },
      }),
  });
  /** Moves every counted event of a subject back in time, as if the clock had moved on. */
  const age = (subject: string, seconds: number) =>
    api.db
      .updateTable('auth_throttle_events')
      .set({ created_at: sql<Date>`created_at - make_interval(secs => ${seconds})` })
      .where('subject', '=', subject)
      .execute();

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

    it('caps the codes per IP per hour, whatever the email', async () => {
      const client = from('10.0.0.3');
      for (let index = 0; index < 4; index++) {
        expect((await client.sendCode(`ip${index}@example.com`)).statusCode).toBe(200);
      }
      expectThrottled(
        await client.sendCode('ip-last@example.com'),
        /^Too many codes were requested from your network\./,
      );
      expect((await from('10.0.0.4').sendCode('ip-last@example.com')).statusCode).toBe(200);
    });
  });

  describe('sign-in failures', () => {
    /** Moves a subject's sign-in counters back in time: its back-off has run out. */
    const endBackoff = (subject: string) =>
      api.db
        .updateTable('auth_throttle_buckets')
        .set({ blocked_until: sql<Date>`now() - interval '1 second'` })
        .where('subject', '=', subject)
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
      expect(counts.filter((status) => status === 429)).toHaveLength(47);
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
      expect(counts.filter((status) => status === 429)).toHaveLength(45);
    });

    it('holds an account back for unknown sources after 3 failures, with a back-off that doubles', async () => {
      const attacker = from('10.0.1.1');
      for (let index = 0; index < 3; index++) {
        expectFailure(
          await attacker.login('demo@player.test', 'wrong-password'),
          401,
          errorCodes.invalidAuthCredential,
        );
      }
      const first = expectThrottled(
        await from('10.0.1.2').login('demo@player.test', 'demo1234'),
        /^Too many sign-in attempts\. Please try again in \d+ seconds\.$/,
      );
      expect(first).toBeLessThanOrEqual(30);
      // Another account from another address is not affected.
      expectSuccess(await from('10.0.1.3').login('rival@player.test', 'rival1234'), SessionSchema);

      // Once the back-off has run out, one try; it fails again and the next wait is twice as long.
      await endBackoff('demo@player.test');
      expectFailure(
        await from('10.0.1.4').login('demo@player.test', 'again-wrong'),
        401,
        errorCodes.invalidAuthCredential,
      );
      const second = expectThrottled(
        await from('10.0.1.5').login('demo@player.test', 'demo1234'),
        /^Too many/,
      );
      expect(second).toBeGreaterThan(30);
      expect(second).toBeLessThanOrEqual(60);

      await endBackoff('demo@player.test');
      expectSuccess(await from('10.0.1.6').login('demo@player.test', 'demo1234'), SessionSchema);
    });

    it("does not let a stranger's wrong tries stop the owner's known device", async () => {
      const signIn = await from('10.0.5.1').login('rival@player.test', 'rival1234');
      expectSuccess(signIn, SessionSchema);
      const deviceCookie = [signIn.headers['set-cookie']]
        .flat()
        .find((cookie) => cookie?.startsWith(`${DEVICE_COOKIE}=`));
      expect(deviceCookie).toMatch(/; HttpOnly/);
      const device = deviceCookie!.split(';')[0]!;

      const stranger = from('10.0.6.1');
      for (let index = 0; index < 12; index++) await stranger.login('rival@player.test', `guess-${index}`);
      expectThrottled(await from('10.0.6.2').login('rival@player.test', 'rival1234'), /^Too many/);

      const owner = await api.app.inject({
        method: 'POST',
        url: authRoutes.login,
        remoteAddress: '10.0.5.1',
        headers: { cookie: device },
        payload: { email: 'rival@player.test', password: encodePassword('rival1234') },
      });
      expectSuccess(owner, SessionSchema);
      // A device cookie of another account (or a forged one) opens nothing.
      const forged = device.replace(/\.[^.]+$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
      expectThrottled(
        await api.app.inject({
          method: 'POST',
          url: authRoutes.login,
          remoteAddress: '10.0.5.1',
          headers: { cookie: forged },
          payload: { email: 'rival@player.test', password: encodePassword('rival1234') },
        }),
        /^Too many/,
      );
    });

    it('blocks an address after 5 failures across accounts', async () => {
      const sprayer = from('10.0.2.1');
      for (let index = 0; index < 5; index++) {
        expectFailure(
          await sprayer.login(`spray${index}@example.com`, 'password1'),
          401,
          errorCodes.invalidAuthCredential,
        );
      }
      expectThrottled(await sprayer.login('rival@player.test', 'rival1234'), /^Too many sign-in attempts/);
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
    it('sends one per 60 s and at most 2 an hour per email, known or not', async () => {
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
  });
});
