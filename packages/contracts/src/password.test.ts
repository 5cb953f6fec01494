import * as v from 'valibot';
import { registerFormSchema, resetPasswordFormSchema } from './auth';
import { preRegistrationPasswordFormSchema } from './campaign/preRegistrationSchemas';
import { contentContractFor, contentOf } from './contentSettings';
import { messages } from './messages';
import {
  campaignPasswordProblem,
  DEFAULT_PASSWORD_RULE,
  newPasswordProblem,
  PASSWORD_CHARACTERS_MESSAGE,
  passwordTooShortMessage,
  PasswordRuleSchema,
} from './password';
import { passwordChangeFormSchema } from './profile';

const firstMessage = (schema: v.GenericSchema, input: unknown) =>
  v.safeParse(schema, input).issues?.[0]?.message ?? null;

describe('the password rule (000 §5, 001 §5: the minimum is supplied at run time)', () => {
  it("is the spec's minimum 6 when the operator sets nothing, with the catalogue's message", () => {
    expect(DEFAULT_PASSWORD_RULE).toEqual({ minLength: 6 });
    expect(newPasswordProblem(DEFAULT_PASSWORD_RULE)('12345')).toBe('You need 6 characters');
    expect(newPasswordProblem(DEFAULT_PASSWORD_RULE)('123456')).toBeNull();
    expect(newPasswordProblem(DEFAULT_PASSWORD_RULE)('')).toBe(messages.required);
  });

  it('follows the minimum in force, and says it', () => {
    const rule = { minLength: 8 };
    expect(newPasswordProblem(rule)('1234567')).toBe('You need 8 characters');
    expect(passwordTooShortMessage(8)).toBe('You need 8 characters');
    expect(newPasswordProblem(rule)('12345678')).toBeNull();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(newPasswordProblem(DEFAULT_PASSWORD_RULE)('🎮🎮🎮🎮🎮')).toBe('You need 6 characters');
    expect(newPasswordProblem(DEFAULT_PASSWORD_RULE)('🎮🎮🎮🎮🎮🎮')).toBeNull();
  });

  it("is also English letters or digits, at most 20, in the campaign's form (001 §5)", () => {
    const problem = campaignPasswordProblem({ minLength: 8 });
    expect(problem('abc1234')).toBe('You need 8 characters');
    expect(problem('abcd 1234')).toBe(PASSWORD_CHARACTERS_MESSAGE);
    expect(problem('a'.repeat(21))).toBe(messages.maxLength20);
    expect(problem('abcd1234')).toBeNull();
  });

  it('is an operator setting between 6 and 20', () => {
    expect(v.is(PasswordRuleSchema, { minLength: 10 })).toBe(true);
    for (const minLength of [5, 21, 7.5, '8']) expect(v.is(PasswordRuleSchema, { minLength })).toBe(false);
    expect(contentContractFor('password_rule')).toBe(PasswordRuleSchema);
  });

  it('is read from the public COMMON answer, the default when unset or broken', () => {
    const common = (value: string) => ({
      COMMON: [{ group: 'COMMON' as const, key: 'password_rule', version: 1, value, updatedAt: 0 }],
    });
    expect(contentOf(common('{"minLength":9}')).passwordRule()).toEqual({ minLength: 9 });
    expect(contentOf(common('{"minLength":2}')).passwordRule()).toEqual(DEFAULT_PASSWORD_RULE);
    expect(contentOf({}).passwordRule()).toEqual(DEFAULT_PASSWORD_RULE);
  });
});

describe('every new-password form follows the same rule', () => {
  const rule = { minLength: 8 };
  const forms: [string, v.GenericSchema, (password: string) => unknown][] = [
    [
      'register',
      registerFormSchema(rule),
      (password) => ({
        email: 'a@b.co',
        password,
        confirmPassword: password,
        vcode: '123456',
        agreement: true,
      }),
    ],
    ['reset', resetPasswordFormSchema(rule), (password) => ({ password, confirmPassword: password })],
    [
      'change',
      passwordChangeFormSchema(true, rule),
      (password) => ({ currentPassword: 'old-one', newPassword: password, confirmPassword: password }),
    ],
    [
      'pre-register',
      preRegistrationPasswordFormSchema(rule),
      (password) => ({ password, confirmPassword: password }),
    ],
  ];
  it.each(forms)('%s: refuses below the minimum, accepts at it', (_name, schema, input) => {
    expect(firstMessage(schema, input('abc1234'))).toBe('You need 8 characters');
    expect(v.is(schema, input('abcd1234'))).toBe(true);
  });
});
