import * as v from 'valibot';
import {
  LoginFormSchema,
  LoginPayloadSchema,
  RegisterFormSchema,
  RegisterPayloadSchema,
  SendCodePayloadSchema,
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
    expect(v.is(RegisterFormSchema, form)).toBe(true);
  });

  it('reports a confirmPassword mismatch on the confirmPassword field', () => {
    const result = v.safeParse(RegisterFormSchema, { ...form, confirmPassword: 'secret2' });
    expect(result.success).toBe(false);
    const issue = result.issues?.[0];
    expect(issue?.message).toBe("Your password doesn't match");
    expect(issue && v.getDotPath(issue)).toBe('confirmPassword');
  });

  it("says 'Please confirm the agreement' when unchecked", () => {
    expect(firstMessage(RegisterFormSchema, { ...form, agreement: false })).toBe(messages.agreementRequired);
  });

  it('requires the verification code in the payload', () => {
    expect(v.is(RegisterPayloadSchema, { email: 'a@b.co', code: '123456' })).toBe(true);
    expect(firstMessage(RegisterPayloadSchema, { email: 'a@b.co', code: '' })).toBe(messages.required);
  });

  it('sends the code with the email and the encoded password', () => {
    expect(v.is(SendCodePayloadSchema, { email: 'a@b.co', password: 'x' })).toBe(true);
    expect(v.is(SendCodePayloadSchema, { email: 'nope', password: 'x' })).toBe(false);
  });
});
