import {
  authEndpoints,
  encodePassword,
  errorCodes,
  PasswordResetSchema,
  SessionSchema,
  endpointUrl,
} from '@portal/contracts';
import { randomBytes } from 'node:crypto';
import { databaseTargets } from '../testing/databases';
import { expectFailure, expectSuccess, useTestApi } from '../testing/harness';
import { passwordWork } from './password';
import { latestMailTo, registerAndLogin, testAuthConfig } from './testing';

describe.each(databaseTargets)('reset-password under attack on $name', (target) => {
  const api = useTestApi(target, {
    config: {
      auth: testAuthConfig({
        limits: {
          resetTriesPerToken: { max: 3, windowSeconds: 3600 },
          resetTriesPerIp: { max: 30, windowSeconds: 3600 },
          resetsPerAccount: { max: 1, windowSeconds: 3600 },
        },
      }),
    },
  });
  const reset = (token: string, password: string, ip = '10.9.0.1') =>
    api.app.inject({
      method: 'POST',
      url: endpointUrl(authEndpoints.resetPassword),
      remoteAddress: ip,
      payload: { token, password: encodePassword(password) },
    });
  const fakeToken = () => randomBytes(32).toString('base64url');

  it('checks the token before any hashing: 24 concurrent fake tokens hash nothing, a real sign-in still works', async () => {
    await registerAndLogin(api.app, 'victim@example.com', 'victim-pass');
    const hashesBefore = passwordWork.hashes;
    const answers = await Promise.all(Array.from({ length: 24 }, () => reset(fakeToken(), 'attacker-pass')));
    for (const answer of answers) expectFailure(answer, 400, errorCodes.resetTokenInvalid);
    expect(passwordWork.hashes).toBe(hashesBefore);

    const login = await api.app.inject({
      method: 'POST',
      url: endpointUrl(authEndpoints.login),
      payload: { email: 'victim@example.com', password: encodePassword('victim-pass') },
    });
    expectSuccess(login, SessionSchema);
    // The sign-in itself is one hash: nothing queued ahead of it.
    expect(passwordWork.hashes).toBe(hashesBefore + 1);
  });

  it('limits the tries per token, and asks a busy address for a proof of work', async () => {
    const token = fakeToken();
    for (let index = 0; index < 3; index++) {
      expectFailure(await reset(token, 'whatever1', '10.9.1.1'), 400, errorCodes.resetTokenInvalid);
    }
    const [error] = expectFailure(await reset(token, 'whatever1', '10.9.1.2'), 429, errorCodes.rateLimited);
    expect(error?.message).toMatch(/^Too many password reset attempts\. Please try again in \d+ minutes\.$/);

    for (let index = 0; index < 30; index++) await reset(fakeToken(), 'whatever1', '10.9.2.1');
    expectFailure(await reset(fakeToken(), 'whatever1', '10.9.2.1'), 428, errorCodes.humanProofRequired);
  });

  it('limits the resets per account', async () => {
    await registerAndLogin(api.app, 'twice@example.com', 'first-pass');
    const linkToken = async () => {
      await api.app.inject({
        method: 'POST',
        url: endpointUrl(authEndpoints.forgotPassword),
        payload: { email: 'twice@example.com' },
      });
      const mail = await latestMailTo(api.app, 'twice@example.com');
      return new URL(/https:\/\/\S+/.exec(mail.text)![0]).searchParams.get('token')!;
    };
    expectSuccess(await reset(await linkToken(), 'second-pass', '10.9.3.1'), PasswordResetSchema);
    expectFailure(await reset(await linkToken(), 'third-pass', '10.9.3.2'), 429, errorCodes.rateLimited);
  });
});
