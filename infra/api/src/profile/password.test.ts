import {
  authEndpoints,
  encodePassword,
  PasswordChangedSchema,
  SessionSchema,
  endpointUrl,
  profileEndpoints,
} from '@portal/contracts';
import { bearer, registerAndLogin, testAuthConfig } from '../auth/testing';
import { databaseTargets } from '../testing/databases';
import { expectFailure, expectSuccess, useTestApi } from '../testing/harness';
import { createTestPlayer } from '../money/wallet/testing';
import { CURRENT_PASSWORD_INVALID_MESSAGE } from './password';

let emails = 0;
const nextEmail = () => `changer.${process.pid}.${++emails}.${Date.now()}@profile.test`;

describe.each(databaseTargets)('password change on $name', (target) => {
  // Three wrong current passwords per account before the back-off (the sign-in's bucket).
  const api = useTestApi(target, {
    config: { auth: testAuthConfig({ limits: { loginFailuresPerEmail: { max: 3, windowSeconds: 900 } } }) },
  });
  const change = (token: string, payload: object) =>
    api.app.inject({
      method: 'POST',
      url: endpointUrl(profileEndpoints.changePassword),
      headers: bearer(token),
      payload,
    });
  const login = (email: string, password: string) =>
    api.app.inject({
      method: 'POST',
      url: endpointUrl(authEndpoints.login),
      payload: { email, password: encodePassword(password) },
    });
  const me = (token: string) =>
    api.app.inject({ method: 'GET', url: endpointUrl(authEndpoints.me), headers: bearer(token) });

  it('checks the current password, stores the new one and signs the other sessions out', async () => {
    const email = nextEmail();
    const { token } = await registerAndLogin(api.app, email, 'old-secret');
    const other = expectSuccess(await login(email, 'old-secret'), SessionSchema);

    const changed = expectSuccess(
      await change(token, {
        currentPassword: encodePassword('old-secret'),
        newPassword: encodePassword('new-secret'),
      }),
      PasswordChangedSchema,
    );
    expect(changed).toEqual({ changed: true, revokedSessions: 1 });
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(other.token)).statusCode).toBe(401);
    expectFailure(await login(email, 'old-secret'), 401, 'INVALID_AUTH_CREDENTIAL');
    expectSuccess(await login(email, 'new-secret'), SessionSchema);
  });

  it('refuses a wrong current password with CURRENT_PASSWORD_INVALID and keeps the old one', async () => {
    const email = nextEmail();
    const { token } = await registerAndLogin(api.app, email, 'old-secret');
    const [error] = expectFailure(
      await change(token, {
        currentPassword: encodePassword('not-it'),
        newPassword: encodePassword('new-secret'),
      }),
      400,
      'CURRENT_PASSWORD_INVALID',
    );
    expect(error?.message).toBe(CURRENT_PASSWORD_INVALID_MESSAGE);
    expectSuccess(await login(email, 'old-secret'), SessionSchema);
  });

  it('asks for the current password when the account has one, and 6 characters for the new one', async () => {
    const { token } = await registerAndLogin(api.app, nextEmail(), 'old-secret');
    expectFailure(
      await change(token, { newPassword: encodePassword('new-secret') }),
      400,
      'VALIDATION_ERROR',
    );
    const [short] = expectFailure(
      await change(token, {
        currentPassword: encodePassword('old-secret'),
        newPassword: encodePassword('abc'),
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect(short?.message).toContain('You need 6 characters');
  });

  it('lets a player without a password (social sign-in) set one', async () => {
    const { token, userId } = await createTestPlayer(api.db, 'social');
    expectSuccess(
      await change(token, { newPassword: encodePassword('first-secret') }),
      PasswordChangedSchema,
    );
    const row = await api.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', userId)
      .executeTakeFirst();
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('throttles guessing on the sign-in bucket: after 3 wrong tries even the right one waits (429), and a sign-in needs a proof of work (428)', async () => {
    const email = nextEmail();
    const { token } = await registerAndLogin(api.app, email, 'old-secret');
    const guess = (password: string) =>
      change(token, { currentPassword: encodePassword(password), newPassword: encodePassword('new-secret') });
    for (const wrong of ['guess-1', 'guess-2', 'guess-3']) {
      expectFailure(await guess(wrong), 400, 'CURRENT_PASSWORD_INVALID');
    }
    const refused = await guess('old-secret');
    expectFailure(refused, 429, 'RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The same bucket as /login: the sign-in needs the proof as well.
    expectFailure(await login(email, 'old-secret'), 428, 'HUMAN_PROOF_REQUIRED');
  });

  it('needs a session', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: endpointUrl(profileEndpoints.changePassword),
      payload: { newPassword: encodePassword('new-secret') },
    });
    expect(response.statusCode).toBe(401);
  });
});
