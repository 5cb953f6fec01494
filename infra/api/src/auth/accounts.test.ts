import {
  AuthUserSchema,
  authEndpoints,
  encodePassword,
  errorCodes,
  LogoutSchema,
  messages,
  RegisteredSchema,
  SessionSchema,
  VerificationCodeSentSchema,
  endpointUrl,
} from '@portal/contracts';
import { databaseTargets } from '../testing/databases';
import { expectFailure, expectSuccess, useTestApi } from '../testing/harness';
import { sha256 } from './secrets';
import { bearer, latestMailTo, mailedCode, registerAndLogin, testAuthConfig } from './testing';

describe.each(databaseTargets)('accounts API on $name', (target) => {
  const api = useTestApi(target, { config: { auth: testAuthConfig() } });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'POST', url, payload, headers });
  const sendCode = (email: string, password = 'secret123', headers: Record<string, string> = {}) =>
    post(
      endpointUrl(authEndpoints.sendVerificationCode),
      { email, password: encodePassword(password) },
      headers,
    );
  const login = (email: string, password: string, referrer?: string) =>
    post(endpointUrl(authEndpoints.login), { email, password: encodePassword(password), referrer });
  const me = (token?: string) =>
    api.app.inject({
      method: 'GET',
      url: endpointUrl(authEndpoints.me),
      headers: token ? bearer(token) : {},
    });

  describe('send verification code', () => {
    it('mails a six-digit code in English, as HTML and text, and stores only its digest', async () => {
      const sent = expectSuccess(await sendCode('new.player@example.com'), VerificationCodeSentSchema);
      expect(sent).toEqual({ email: 'new.player@example.com', expiresInSeconds: 600, resendInSeconds: 0 });

      const mail = await latestMailTo(api.app, 'new.player@example.com');
      const code = await mailedCode(api.app, 'new.player@example.com');
      expect(code).toMatch(/^\d{6}$/);
      expect(mail.subject).toBe(`${code} is your Player Portal verification code`);
      expect(mail.html).toContain(`>${code}</p>`);
      expect(mail.html).toContain('<html lang="en">');
      expect(mail.text).toContain('expires in 10 minutes');

      const row = await api.db
        .selectFrom('verification_codes')
        .selectAll()
        .where('email_normalized', '=', 'new.player@example.com')
        .executeTakeFirstOrThrow();
      expect(row.code_hash).not.toContain(code);
      // The password waits argon2id-hashed with the test cost (testing.ts), never in clear.
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    });

    it("writes in the player's language (x-lang: vn)", async () => {
      await sendCode('viet@example.com', 'secret123', { 'x-lang': 'vn' });
      const mail = await latestMailTo(api.app, 'viet@example.com');
      expect(mail.subject).toMatch(/^\d{6} là mã xác minh Player Portal của bạn$/);
      expect(mail.html).toContain('<html lang="vi">');
      expect(mail.text).toContain('hết hạn sau 10 phút');
    });

    it('a Thai player gets the code in Thai and keeps Thai as the account language', async () => {
      await sendCode('thai@example.com', 'secret123', { 'x-lang': 'th' });
      const mail = await latestMailTo(api.app, 'thai@example.com');
      expect(mail.subject).toMatch(/^\d{6} คือรหัสยืนยัน Player Portal ของคุณ$/);
      expect(mail.html).toContain('<html lang="th">');
      const code = await mailedCode(api.app, 'thai@example.com');
      const registered = await post(
        endpointUrl(authEndpoints.register),
        { email: 'thai@example.com', code },
        { 'x-lang': 'th' },
      );
      expect(registered.statusCode).toBe(200);
      const row = await api.db
        .selectFrom('users')
        .select('language')
        .where('email_normalized', '=', 'thai@example.com')
        .executeTakeFirstOrThrow();
      expect(row.language).toBe('th');
    });

    it('refuses a password under 6 characters, naming the field', async () => {
      const [error] = expectFailure(await sendCode('short@example.com', '12345'), 400, errorCodes.validation);
      expect(error).toMatchObject({
        field: 'password',
        message: `Invalid body field "password": ${messages.minLength6}`,
      });
    });

    it('refuses a password that is not base64url-encoded', async () => {
      const response = await post(endpointUrl(authEndpoints.sendVerificationCode), {
        email: 'raw@example.com',
        password: 'plain text!',
      });
      expect(expectFailure(response, 400, errorCodes.validation)[0]?.field).toBe('password');
    });

    it('answers EMAIL_IS_USED for an email that has an account', async () => {
      const [error] = expectFailure(await sendCode('demo@player.test'), 409, errorCodes.emailIsUsed);
      expect(error?.message).toBe('This email is already used');
    });
  });

  describe('register', () => {
    it('creates the account with the password given with Send, a default nickname and a unique slug', async () => {
      await sendCode('Fresh.Player@Example.com', 'first-pass');
      const code = await mailedCode(api.app, 'Fresh.Player@Example.com');
      const { userId } = expectSuccess(
        await post(endpointUrl(authEndpoints.register), { email: 'Fresh.Player@Example.com', code }),
        RegisteredSchema,
      );

      const user = await api.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      expect(user.email_normalized).toBe('fresh.player@example.com');
      expect(user.nickname).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+\d{3}$/);
      expect(user.slug).toBe(user.nickname.toLowerCase());
      expect(user.email_verified_at).not.toBeNull();
      expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);

      // The automatic login that follows registration (000 §3), any capitalisation of the email.
      expectSuccess(await login('fresh.player@example.com', 'first-pass'), SessionSchema);
    });

    it('answers VERIFICATION_CODE_NOT_MATCH for a wrong code, and for an email that asked for none', async () => {
      await sendCode('wrong.code@example.com');
      const code = await mailedCode(api.app, 'wrong.code@example.com');
      const wrong = code === '000000' ? '111111' : '000000';
      const [error] = expectFailure(
        await post(endpointUrl(authEndpoints.register), { email: 'wrong.code@example.com', code: wrong }),
        422,
        errorCodes.verificationCodeNotMatch,
      );
      expect(error?.message).toBe('Please provide a valid code');
      expectFailure(
        await post(endpointUrl(authEndpoints.register), { email: 'never.asked@example.com', code }),
        422,
        errorCodes.verificationCodeNotMatch,
      );
    });

    it('accepts only the newest code', async () => {
      await sendCode('two.codes@example.com');
      const first = await mailedCode(api.app, 'two.codes@example.com');
      await sendCode('two.codes@example.com');
      const second = await mailedCode(api.app, 'two.codes@example.com');
      if (first !== second) {
        expectFailure(
          await post(endpointUrl(authEndpoints.register), { email: 'two.codes@example.com', code: first }),
          422,
          errorCodes.verificationCodeNotMatch,
        );
      }
      expectSuccess(
        await post(endpointUrl(authEndpoints.register), { email: 'two.codes@example.com', code: second }),
        RegisteredSchema,
      );
    });

    it('uses a code once', async () => {
      await sendCode('once@example.com');
      const code = await mailedCode(api.app, 'once@example.com');
      expectSuccess(
        await post(endpointUrl(authEndpoints.register), { email: 'once@example.com', code }),
        RegisteredSchema,
      );
      expectFailure(
        await post(endpointUrl(authEndpoints.register), { email: 'once@example.com', code }),
        422,
        errorCodes.verificationCodeNotMatch,
      );
    });

    it('refuses a code older than 10 minutes with VERIFICATION_CODE_EXPIRED', async () => {
      await sendCode('late@example.com');
      const code = await mailedCode(api.app, 'late@example.com');
      await api.db
        .updateTable('verification_codes')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('email_normalized', '=', 'late@example.com')
        .execute();
      const [error] = expectFailure(
        await post(endpointUrl(authEndpoints.register), { email: 'late@example.com', code }),
        422,
        errorCodes.verificationCodeExpired,
      );
      expect(error?.message).toBe('This code has expired. Please ask for a new one.');
    });

    it('kills a code after 5 wrong tries, even the right one', async () => {
      await sendCode('guesser@example.com');
      const code = await mailedCode(api.app, 'guesser@example.com');
      const wrong = code === '999999' ? '888888' : '999999';
      for (let attempt = 1; attempt <= 5; attempt++) {
        expectFailure(
          await post(endpointUrl(authEndpoints.register), { email: 'guesser@example.com', code: wrong }),
          422,
          errorCodes.verificationCodeNotMatch,
        );
      }
      expectFailure(
        await post(endpointUrl(authEndpoints.register), { email: 'guesser@example.com', code }),
        422,
        errorCodes.verificationCodeExpired,
      );
    });

    it('answers EMAIL_IS_USED when the email got an account after the code was sent', async () => {
      await sendCode('race@example.com');
      const first = await mailedCode(api.app, 'race@example.com');
      expectSuccess(
        await post(endpointUrl(authEndpoints.register), { email: 'race@example.com', code: first }),
        RegisteredSchema,
      );
      // A second code row for the same address, as if sent from another tab before the first registration.
      await api.db
        .updateTable('verification_codes')
        .set({ consumed_at: null, attempts: 0 })
        .where('email_normalized', '=', 'race@example.com')
        .execute();
      const [error] = expectFailure(
        await post(endpointUrl(authEndpoints.register), { email: 'race@example.com', code: first }),
        409,
        errorCodes.emailIsUsed,
      );
      expect(error?.message).toBe('This email is already used');
    });
  });

  describe('login', () => {
    it('answers an opaque token valid 90 days and the user id; the database keeps only its digest', async () => {
      const before = Math.floor(Date.now() / 1000);
      const session = expectSuccess(await login('demo@player.test', 'demo1234'), SessionSchema);
      expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(session.expiresAt - before).toBeGreaterThanOrEqual(90 * 24 * 3600 - 5);
      expect(session.expiresAt - before).toBeLessThanOrEqual(90 * 24 * 3600 + 5);
      expect(session.referrer).toBe('/hub');

      const stored = await api.db
        .selectFrom('auth_sessions')
        .select('token_hash')
        .where('user_id', '=', session.userId)
        .execute();
      expect(stored.map((row) => row.token_hash)).toContain(sha256(session.token));
      expect(stored.map((row) => row.token_hash)).not.toContain(session.token);
    });

    it('is not cached', async () => {
      const response = await login('demo@player.test', 'demo1234');
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('answers INVALID_AUTH_CREDENTIAL alike for a wrong password and an unknown email', async () => {
      const wrongPassword = expectFailure(
        await login('demo@player.test', 'nope-nope'),
        401,
        errorCodes.invalidAuthCredential,
      );
      const unknownEmail = expectFailure(
        await login('nobody@player.test', 'demo1234'),
        401,
        errorCodes.invalidAuthCredential,
      );
      expect(wrongPassword).toEqual(unknownEmail);
      expect(wrongPassword[0]?.message).toBe('Username and password provided does not match our records');
    });

    it('refuses the password sent without its transport encoding', async () => {
      const response = await post(endpointUrl(authEndpoints.login), {
        email: 'demo@player.test',
        password: 'demo1234',
      });
      expectFailure(response, 401, errorCodes.invalidAuthCredential);
    });

    it('keeps a same-origin referrer and replaces any other with /hub', async () => {
      expect(
        expectSuccess(await login('demo@player.test', 'demo1234', '/vip?tab=1'), SessionSchema).referrer,
      ).toBe('/vip?tab=1');
      expect(
        expectSuccess(await login('demo@player.test', 'demo1234', 'https://portal.test/topup'), SessionSchema)
          .referrer,
      ).toBe('/topup');
      for (const evil of ['https://evil.example', '//evil.example/hub', 'javascript:alert(1)']) {
        expect(expectSuccess(await login('demo@player.test', 'demo1234', evil), SessionSchema).referrer).toBe(
          '/hub',
        );
      }
    });
  });

  describe('current user and logout', () => {
    it('answers the auth data of 000 §3: a new account has zero totals and VIP level 0', async () => {
      const { token, userId } = await registerAndLogin(api.app, 'me@example.com');
      const user = expectSuccess(await me(token), AuthUserSchema);
      expect(user).toEqual({
        id: userId,
        nickname: expect.stringMatching(/^[A-Z][a-z]+[A-Z][a-z]+\d{3}$/),
        email: 'me@example.com',
        totalGold: 0,
        totalBoundGold: 0,
        point: 0,
        configuration: {
          image: null,
          job: null,
          vipEligibleLevel: 0,
          vipUpLevel: 0,
          hasPendingPayment: false,
          showPopupAdjustQuestAt: null,
        },
        // The wallet issue fills VIP progress (its own tests); a new account starts at level 0.
        vipProgress: expect.objectContaining({ currentLevel: 0, eligibleLevel: 0, totalExp: 0 }),
        slug: expect.stringMatching(/^[a-z]+\d{3}$/),
        emailVerified: true,
        // Just made: the hub welcomes, not welcomes back.
        createdAt: expect.any(Number),
      });
      expect(Math.abs(user.createdAt! - Date.now() / 1000)).toBeLessThan(600);
    });

    it('answers 401 UNAUTHORIZED without a token, with an unknown one, or with an expired session', async () => {
      expectFailure(await me(), 401, errorCodes.unauthorized);
      expectFailure(await me('x'.repeat(43)), 401, errorCodes.unauthorized);
      const { token } = await registerAndLogin(api.app, 'expiring@example.com');
      await api.db
        .updateTable('auth_sessions')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('token_hash', '=', sha256(token))
        .execute();
      const [error] = expectFailure(await me(token), 401, errorCodes.unauthorized);
      expect(error?.message).toBe('Please sign in to continue.');
    });

    it('logout revokes that session only', async () => {
      const phone = expectSuccess(await login('demo@player.test', 'demo1234'), SessionSchema);
      const laptop = expectSuccess(await login('demo@player.test', 'demo1234'), SessionSchema);
      const response = await api.app.inject({
        method: 'POST',
        url: endpointUrl(authEndpoints.logout),
        headers: bearer(phone.token),
      });
      expect(expectSuccess(response, LogoutSchema)).toEqual({ revoked: true });
      expectFailure(await me(phone.token), 401, errorCodes.unauthorized);
      expect(expectSuccess(await me(laptop.token), AuthUserSchema).email).toBe('demo@player.test');
      expectFailure(
        await api.app.inject({
          method: 'POST',
          url: endpointUrl(authEndpoints.logout),
          headers: bearer(phone.token),
        }),
        401,
        errorCodes.unauthorized,
      );
    });

    it('seeds the documented demo players', async () => {
      const demo = expectSuccess(await login('demo@player.test', 'demo1234'), SessionSchema);
      expect(expectSuccess(await me(demo.token), AuthUserSchema)).toMatchObject({
        nickname: 'DemoPlayer',
        slug: 'demo',
      });
      const rival = expectSuccess(await login('rival@player.test', 'rival1234'), SessionSchema);
      expect(expectSuccess(await me(rival.token), AuthUserSchema)).toMatchObject({
        nickname: 'Rival',
        slug: 'rival',
      });
    });
  });
});
