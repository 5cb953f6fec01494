import { campaignPasswordProblem, newPasswordProblem, passwordFieldSchema } from '@portal/contracts';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../db/database';
import { RequestValidationError } from '../http/errors';
import { createContentReader } from '../metadata/contentReader';

/** Which form of the password rule applies: the portal's, or the campaign's letters-or-digits one. */
export type PasswordRuleKind = 'portal' | 'campaign';

/**
 * The new-password rule the forms follow, enforced on the decoded password with the same contract:
 * its minimum is the operator's COMMON / password_rule, read on every use, so a change holds on
 * every replica at once. A password it refuses answers like any invalid body field.
 */
export function createPasswordRule(db: Kysely<Database>) {
  const content = createContentReader(db);
  return async function requireNewPassword(
    field: string,
    password: string,
    kind: PasswordRuleKind = 'portal',
  ): Promise<void> {
    const rule = await content.passwordRule();
    const problem = kind === 'campaign' ? campaignPasswordProblem(rule) : newPasswordProblem(rule);
    const result = v.safeParse(v.object({ [field]: passwordFieldSchema(problem) }), { [field]: password });
    if (!result.success) throw new RequestValidationError('body', result.issues);
  };
}
export type RequireNewPassword = ReturnType<typeof createPasswordRule>;
