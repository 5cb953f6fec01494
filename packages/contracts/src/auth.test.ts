import * as v from 'valibot';
import {
  LoginFormSchema,
  LoginPayloadSchema,
  registerFormSchema,
  RegisterPayloadSchema,
  SendCodePayloadSchema,
  resetPasswordFormSchema,
  SocialRedirectQuerySchema,
  decodePassword,
  encodePassword,
  safeReturnPath,
} from './auth';
import { messages } from './messages';

const firstMessage = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? undefined : result.issues[0].message;
};

describe('login', () => {
  it('accepts an email and a password of at least 6 characters', () => {
    expect(v.is(LoginFormSchema, { email: 'player@example.com', password: 'secret1' })).toBe(true);
  });

  it("says 'This field need to be filled' for an empty email", () => {
    expect(firstMessage(LoginFormSchema, { email: '', password: 'secret1' })).toBe(messages.required);
  });

  it("says 'Please provide a valid email' for a malformed email", () => {
    expect(firstMessage(LoginFormSchema, { email: 'player@', password: 'secret1' })).toBe(messages.email);
  });

  it('rejects a password shorter than 6 characters', () => {
    expect(firstMessage(LoginFormSchema, { email: 'a@b.co', password: '12345' })).toBe(messages.minLength6);
  });

  it('accepts the wire payload with an encoded password and a referrer', () => {
    expect(v.is(LoginPayloadSchema, { email: 'a@b.co', password: 'ZW5jb2RlZA==', referrer: '/hub' })).toBe(
      true,
    );
    expect(v.is(LoginPayloadSchema, { email: 'a@b.co' })).toBe(false);
  });
});

describe('register', () => {
  const form = {
    email: 'a@b.co',
    password: 'secret1',
    confirmPassword: 'secret1',
    vcode: '123456',
    agreement: true,
  };

  it('accepts a complete form', () => {
    expect(v.is(registerFormSchema(), form)).toBe(true);
  });

  it('reports a confirmPassword mismatch on the confirmPassword field', () => {
    const result = v.safeParse(registerFormSchema(), { ...form, confirmPassword: 'secret2' });
    expect(result.success).toBe(false);
    const issue = result.issues?.[0];
    expect(issue?.message).toBe("Your password doesn't match");
    expect(issue && v.getDotPath(issue)).toBe('confirmPassword');
  });

  it("says 'Please confirm the agreement' when unchecked", () => {
    expect(firstMessage(registerFormSchema(), { ...form, agreement: false })).toBe(
      messages.agreementRequired,
    );
  });

  it('requires the verification code in the payload', () => {
    expect(v.is(RegisterPayloadSchema, { email: 'a@b.co', code: '123456' })).toBe(true);
    expect(firstMessage(RegisterPayloadSchema, { email: 'a@b.co', code: '' })).toBe(messages.required);
  });

  it('sends the code with the email and the encoded password', () => {
    expect(v.is(SendCodePayloadSchema, { email: 'a@b.co', password: encodePassword('secret1') })).toBe(true);
    expect(v.is(SendCodePayloadSchema, { email: 'nope', password: encodePassword('secret1') })).toBe(false);
    expect(firstMessage(SendCodePayloadSchema, { email: 'a@b.co', password: encodePassword('12345') })).toBe(
      messages.minLength6,
    );
    expect(firstMessage(SendCodePayloadSchema, { email: 'a@b.co', password: 'not encoded!' })).toMatch(
      /base64url/,
    );
  });
});

describe('password transport encoding (base64url of UTF-8)', () => {
  it.each(['secret1', 'pässwörd €', '密码123456', 'a b+c/d=e', '🔑🔑🔑'])('round-trips %s', (password) => {
    const encoded = encodePassword(password);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]*$/);
    expect(decodePassword(encoded)).toBe(password);
  });

  it('encodes as RFC 4648 base64url without padding', () => {
    expect(encodePassword('demo1234')).toBe('ZGVtbzEyMzQ');
    expect(encodePassword('??>')).toBe('Pz8-');
  });

  it('refuses text that is not base64url of valid UTF-8', () => {
    expect(decodePassword('not base64!')).toBeNull();
    expect(decodePassword('A')).toBeNull();
    expect(decodePassword('_w')).toBeNull(); // 0xFF alone is not UTF-8
  });
});

describe('safeReturnPath (no open redirect)', () => {
  const origin = 'https://portal.example';

  it.each([
    ['/account/my-coupons', '/account/my-coupons'],
    ['/vip?tab=1#top', '/vip?tab=1#top'],
    ['https://portal.example/topup?x=1', '/topup?x=1'],
  ])('keeps %s as %s', (referrer, path) => {
    expect(safeReturnPath(referrer, origin)).toBe(path);
  });

  it.each([
    undefined,
    '',
    'https://evil.example',
    'https://evil.example/hub',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'hub',
    '/a\nb',
  ])('sends %p to /hub', (referrer) => {
    expect(safeReturnPath(referrer, origin)).toBe('/hub');
  });

  it('without an origin accepts paths only', () => {
    expect(safeReturnPath('https://portal.example/vip')).toBe('/hub');
    expect(safeReturnPath('/vip')).toBe('/vip');
  });
});

describe('reset password form', () => {
  it('needs 6 characters and a matching confirmation', () => {
    expect(firstMessage(resetPasswordFormSchema(), { password: '12345', confirmPassword: '12345' })).toBe(
      messages.minLength6,
    );
    expect(firstMessage(resetPasswordFormSchema(), { password: '123456', confirmPassword: '1234567' })).toBe(
      messages.passwordMismatch,
    );
    expect(v.is(resetPasswordFormSchema(), { password: '123456', confirmPassword: '123456' })).toBe(true);
  });
});

describe('social redirect query', () => {
  it('reads skipRegistrationCallbackType as a number from 0 to 3, 0 by default', () => {
    const parsed = v.parse(SocialRedirectQuerySchema, {
      redirectURI: 'https://p.example/auth/login/social/google',
    });
    expect(parsed.skipRegistrationCallbackType).toBe(0);
    expect(
      v.parse(SocialRedirectQuerySchema, {
        redirectURI: 'https://p.example/x',
        skipRegistrationCallbackType: '3',
      }).skipRegistrationCallbackType,
    ).toBe(3);
    expect(
      v.is(SocialRedirectQuerySchema, {
        redirectURI: 'https://p.example/x',
        skipRegistrationCallbackType: '4',
      }),
    ).toBe(false);
  });
});
