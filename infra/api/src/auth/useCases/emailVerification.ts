import type { VerifyEmailPayload } from '@portal/contracts';
import { normalizeEmail } from '../secrets';
import type { CallerContext } from '../service';
import { EmailTakenError } from '../users/repository';
import { emailIsUsed } from './errors';
import type { AuthKit } from './kit';
import type { VerificationCodes } from './verificationCodes';

/** /verification/email: a signed-in player adds (or changes) the account's email, proven by a code. */
export function createEmailVerification(
  { users }: AuthKit,
  { takeCodeLimits, mailCode, withCode }: VerificationCodes,
) {
  return {
    /** Step 1: a signed-in player asks for a code at the address to add. */
    async sendEmailCode(userId: number, email: string, caller: CallerContext) {
      await takeCodeLimits(normalizeEmail(email), caller, userId);
      const owner = await users.findByEmail(normalizeEmail(email));
      if (owner && owner.id !== userId) throw emailIsUsed();
      return mailCode('email', email, userId, null, caller);
    },

    /** Step 2: the code proves the mailbox, which becomes the account's email. */
    async verifyEmail(userId: number, payload: VerifyEmailPayload) {
      try {
        await withCode('email', payload.email, userId, payload.code, (trx) =>
          users.setVerifiedEmail(userId, payload.email, trx),
        );
      } catch (error) {
        if (error instanceof EmailTakenError) throw emailIsUsed();
        throw error;
      }
      return { email: payload.email.trim() };
    },
  };
}
