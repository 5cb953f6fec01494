import type { RegisterPayload, SendCodePayload } from '@portal/contracts';
import { hashPassword } from '../password';
import type { PasswordRuleKind } from '../passwordRule';
import { normalizeEmail } from '../secrets';
import type { CallerContext } from '../service';
import { EmailTakenError } from '../users/repository';
import { codeNotMatch, emailIsUsed, readPassword } from './errors';
import type { AuthKit } from './kit';
import type { VerificationCodes } from './verificationCodes';

/** Registration with email and password, in two steps: a mailed code, then the account. */
export function createRegistration(
  { users, config, requireNewPassword }: AuthKit,
  { takeCodeLimits, mailCode, withCode }: VerificationCodes,
) {
  return {
    /**
     * Register step 1: mails a code; the password waits, hashed, with the code. The limiter counts the
     * request before anything tells whether the email has an account, and the password is hashed either
     * way, so EMAIL_IS_USED costs an enumerator the same quota and time as a code.
     */
    async sendRegisterCode(
      payload: SendCodePayload,
      caller: CallerContext,
      rule: PasswordRuleKind = 'portal',
    ) {
      const password = readPassword(payload.password);
      await requireNewPassword('password', password, rule);
      await takeCodeLimits(normalizeEmail(payload.email), caller, null);
      const passwordHash = await hashPassword(password, config.argon2);
      if (await users.findByEmail(normalizeEmail(payload.email))) throw emailIsUsed();
      return mailCode('register', payload.email, null, passwordHash, caller);
    },

    /** Register step 2: the code proves the mailbox; the account gets the password sent with step 1. */
    async register(payload: RegisterPayload) {
      try {
        const user = await withCode('register', payload.email, null, payload.code, async (trx, row) => {
          if (!row.password_hash) throw codeNotMatch();
          return users.create(
            {
              email: payload.email,
              emailVerified: true,
              passwordHash: row.password_hash,
              language: row.language,
            },
            trx,
          );
        });
        return { userId: user.id };
      } catch (error) {
        if (error instanceof EmailTakenError) throw emailIsUsed();
        throw error;
      }
    },
  };
}
