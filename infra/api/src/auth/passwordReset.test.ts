import {
  AuthUserSchema,
  authEndpoints,
  encodePassword,
  errorCodes,
  ForgotPasswordSentSchema,
  PasswordResetSchema,
  SessionSchema,
  endpointUrl,
} from '@portal/contracts';
import { databaseTargets } from '../testing/databases';
import { expectFailure, expectSuccess, useTestApi } from '../testing/harness';
import { bearer, latestMailTo, registerAndLogin, testAuthConfig } from './testing';

describe.each(databaseTargets)('password reset on $name', (target) => {
  const api = useTestApi(target, { config: { auth: testAuthConfig() } });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'POST', url, payload, headers });
  const forgot = (email: string, referrer?: string, headers: Record<string, string> = {}) =>
    post(endpointUrl(authEndpoints.forgotPassword), { email, referrer }, headers);
  const reset = (token: string, password: string) =>
    post(endpointUrl(authEndpoints.resetPassword), { token, password: encodePassword(password) });
  const login = (email: string, password: string) =>
    post(endpointUrl(authEndpoints.login), { email, password: encodePassword(password) });

  /** The link of the newest reset mail to `email`. */
  async function mailedLink(email: string): Promise<URL> {
    const mail = await latestMailTo(api.app, email);
    const href = /https:\/\/portal\.test\/reset-password\?\S+/.exec(mail.text)?.[0];
    if (!href) throw new Error(`no reset link in: ${mail.text}`);
    return new URL(href);
  }

  it('mails a one-time link to the portal, valid 30 minutes, carrying the referrer path', async () => {
    await registerAndLogin(api.app, 'forgetful@example.com', 'old-password');
    const sent = expectSuccess(
      await forgot('forgetful@example.com', 'https://portal.test/vip?tab=2'),
      ForgotPasswordSentSchema,
    );
    expect(sent).toEqual({ expiresInSeconds: 1800 });
    const mail = await latestMailTo(api.app, 'forgetful@example.com');
    expect(mail.subject).toBe('Reset your Player Portal password');
    expect(mail.text).toContain('expires in 30 minutes');
    const link = await mailedLink('forgetful@example.com');
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.searchParams.get('referrer')).toBe('/vip?tab=2');
    expect(mail.html).toContain(`href="${link.href.replace(/&/g, '&amp;')}"`);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = await api.db.selectFrom('mail_outbox').select('id').execute();
    expectSuccess(await forgot('stranger@example.com'), ForgotPasswordSentSchema);
    const after = await api.db.selectFrom('mail_outbox').select('id').execute();
    expect(after).toHaveLength(before.length);
  });

  it('writes in Vietnamese for x-lang: vn', async () => {
    await registerAndLogin(api.app, 'viet.reset@example.com');
    await forgot('viet.reset@example.com', undefined, { 'x-lang': 'vn' });
    const mail = await latestMailTo(api.app, 'viet.reset@example.com');
    expect(mail.subject).toBe('Đặt lại mật khẩu Player Portal');
    expect(mail.html).toContain('Đặt lại mật khẩu</a>');
  });

  it('sets the new password and signs the account out everywhere', async () => {
    const { token: oldSession } = await registerAndLogin(api.app, 'reset.me@example.com', 'old-password');
    await forgot('reset.me@example.com');
    const link = await mailedLink('reset.me@example.com');
    const done = expectSuccess(
      await reset(link.searchParams.get('token')!, 'new-password'),
      PasswordResetSchema,
    );
    expect(done).toEqual({ email: 'reset.me@example.com' });

    expectFailure(
      await api.app.inject({
        method: 'GET',
        url: endpointUrl(authEndpoints.me),
        headers: bearer(oldSession),
      }),
      401,
      errorCodes.unauthorized,
    );
    expectFailure(await login('reset.me@example.com', 'old-password'), 401, errorCodes.invalidAuthCredential);
    const session = expectSuccess(await login('reset.me@example.com', 'new-password'), SessionSchema);
    expect(
      expectSuccess(
        await api.app.inject({
          method: 'GET',
          url: endpointUrl(authEndpoints.me),
          headers: bearer(session.token),
        }),
        AuthUserSchema,
      ).email,
    ).toBe('reset.me@example.com');
  });

  it('refuses a used link, an expired link, an older link and a made-up one with RESET_TOKEN_INVALID', async () => {
    await registerAndLogin(api.app, 'links@example.com');
    await forgot('links@example.com');
    const older = (await mailedLink('links@example.com')).searchParams.get('token')!;
    await forgot('links@example.com');
    const newer = (await mailedLink('links@example.com')).searchParams.get('token')!;

    const [error] = expectFailure(await reset(older, 'another-pass'), 400, errorCodes.resetTokenInvalid);
    expect(error?.message).toBe('This reset link is invalid or has expired. Please ask for a new one.');
    expectFailure(await reset('made-up-token', 'another-pass'), 400, errorCodes.resetTokenInvalid);

    await api.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('used_at', 'is', null)
      .execute();
    expectFailure(await reset(newer, 'another-pass'), 400, errorCodes.resetTokenInvalid);

    await forgot('links@example.com');
    const fresh = (await mailedLink('links@example.com')).searchParams.get('token')!;
    expectSuccess(await reset(fresh, 'another-pass'), PasswordResetSchema);
    expectFailure(await reset(fresh, 'third-pass'), 400, errorCodes.resetTokenInvalid);
  });

  it('refuses a new password under 6 characters', async () => {
    const [error] = expectFailure(await reset('any-token', '12345'), 400, errorCodes.validation);
    expect(error).toMatchObject({
      field: 'password',
      message: 'Invalid body field "password": You need 6 characters',
    });
  });
});
