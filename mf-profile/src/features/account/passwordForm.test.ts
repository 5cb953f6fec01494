import { messages, passwordChangeFormSchema } from '@portal/contracts';
import * as v from 'valibot';

const valid = { currentPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: 'new-secret' };
const problems = (hasPassword: boolean, form: object) => {
  const result = v.safeParse(passwordChangeFormSchema(hasPassword), { ...valid, ...form });
  const firstByField: Record<string, string> = {};
  // The first message of each field, as react-hook-form shows it.
  for (const issue of result.success ? [] : result.issues) {
    firstByField[v.getDotPath(issue) ?? ''] ??= issue.message;
  }
  return firstByField;
};

describe('password change form (000 §5 password rules)', () => {
  it.each([
    [true, {}, {}],
    [true, { currentPassword: '' }, { currentPassword: messages.required }],
    [
      true,
      { newPassword: '' },
      { newPassword: messages.required, confirmPassword: messages.passwordMismatch },
    ],
    [true, { newPassword: 'abc12', confirmPassword: 'abc12' }, { newPassword: messages.minLength6 }],
    [true, { newPassword: 'abc123', confirmPassword: 'abc123' }, {}],
    [true, { confirmPassword: '' }, { confirmPassword: messages.required }],
    [true, { confirmPassword: 'new-secreT' }, { confirmPassword: messages.passwordMismatch }],
    // A social-only account sets its first password: no current one to give.
    [false, { currentPassword: undefined }, {}],
    [
      false,
      { currentPassword: undefined, confirmPassword: 'other' },
      { confirmPassword: messages.passwordMismatch },
    ],
  ])('hasPassword=%s %j → %j', (hasPassword, form, expected) => {
    expect(problems(hasPassword, form)).toEqual(expected);
  });

  it("words the mismatch as 'Your password' followed by the not-match text", () => {
    expect(messages.passwordMismatch).toBe("Your password doesn't match");
  });
});
