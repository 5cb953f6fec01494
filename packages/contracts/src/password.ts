import * as v from 'valibot';
import { PASSWORD_MIN_LENGTH } from './constants';
import { messages } from './messages';

/**
 * The password rule, once for every form and the API. The minimum length of a new password is a
 * value supplied at run time (001 §5): the operator's COMMON / password_rule record, read by the API
 * on every use and by the clients from the public metadata answer; the spec's 6 when unset. Sign-in
 * keeps the spec's fixed minimum (000 §5), so raising the rule never locks out an older password.
 */
export const PASSWORD_RULE_KEY = 'password_rule';
/** The operator may raise the minimum up to the campaign form's maximum, never below the spec's 6. */
export const PASSWORD_MAX_LENGTH = 20;

export const PasswordRuleSchema = v.object({
  minLength: v.pipe(
    v.number('minLength must be a number'),
    v.integer('minLength must be a whole number'),
    v.minValue(PASSWORD_MIN_LENGTH, `minLength is at least ${PASSWORD_MIN_LENGTH}`),
    v.maxValue(PASSWORD_MAX_LENGTH, `minLength is at most ${PASSWORD_MAX_LENGTH}`),
  ),
});
export type PasswordRule = v.InferOutput<typeof PasswordRuleSchema>;
export const DEFAULT_PASSWORD_RULE: PasswordRule = { minLength: PASSWORD_MIN_LENGTH };

/** "You need 6 characters" of the catalogue, for the minimum in force. */
export const passwordTooShortMessage = (minLength: number): string =>
  minLength === PASSWORD_MIN_LENGTH ? messages.minLength6 : `You need ${minLength} characters`;

/** 001 §5: English letters or digits (the catalogue has no message for it). */
export const PASSWORD_CHARACTERS_MESSAGE = 'Use English letters or digits only';

type PasswordCheck = (password: string) => string | null;

/** The first message a typed password breaks for a new portal password; null when it holds. */
export const newPasswordProblem =
  (rule: PasswordRule): PasswordCheck =>
  (password) => {
    if (password.length === 0) return messages.required;
    return [...password].length < rule.minLength ? passwordTooShortMessage(rule.minLength) : null;
  };

/** The campaign's stricter form of the same rule (001 §5): also letters or digits, at most 20. */
export const campaignPasswordProblem =
  (rule: PasswordRule): PasswordCheck =>
  (password) => {
    const problem = newPasswordProblem(rule)(password);
    if (problem) return problem;
    if (password.length > PASSWORD_MAX_LENGTH) return messages.maxLength20;
    return /^[A-Za-z0-9]+$/.test(password) ? null : PASSWORD_CHARACTERS_MESSAGE;
  };

/** A form field following a password check. */
export const passwordFieldSchema = (problem: PasswordCheck) =>
  v.pipe(
    v.string(messages.required),
    v.rawCheck<string>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const message = problem(dataset.value);
      if (message) addIssue({ message });
    }),
  );

/** The new-password field of the portal's forms (register, reset, change). */
export const newPasswordFieldSchema = (rule: PasswordRule = DEFAULT_PASSWORD_RULE) =>
  passwordFieldSchema(newPasswordProblem(rule));
