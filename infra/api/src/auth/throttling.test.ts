import { authRoutes, encodePassword, errorCodes, SessionSchema } from '@portal/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { databaseTargets } from '../testing/databases';
import { expectFailure, expectSuccess, useTestApi } from '../testing/harness';
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
    it('blocks an account after 3 failures, even with the right password and from another IP', async () => {
      const attacker = from('10.0.1.1');
      for (let index = 0; index < 3; index++) {
        expectFailure(
          await attacker.login('demo@player.test', 'wrong-password'),
          401,
          errorCodes.invalidAuthCredential,
        );
      }
      expectThrottled(
        await attacker.login('demo@player.test', 'demo1234'),
        /^Too many sign-in attempts\. Please try again in 15 minutes\.$/,
      );
      expectThrottled(
        await from('10.0.1.2').login('demo@player.test', 'demo1234'),
        /^Too many sign-in attempts/,
      );
      // Another account from another address is not affected.
      expectSuccess(await from('10.0.1.2').login('rival@player.test', 'rival1234'), SessionSchema);
      await age('demo@player.test', 901);
      expectSuccess(await attacker.login('demo@player.test', 'demo1234'), SessionSchema);
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
