import {
  errorCodes,
  safeReturnPath,
  type ForgotPasswordPayload,
  type ResetPasswordPayload,
} from '@portal/contracts';
import { ApiHttpError } from '../../http/errors';
import { passwordResetMail } from '../mails';
import { hashPassword } from '../password';
import { digestsEqual, normalizeEmail, randomToken, sha256 } from '../secrets';
import type { CallerContext } from '../service';
import type { WindowCheck } from '../throttle';
import { readPassword, resetTokenInvalid } from './errors';
import type { AuthKit } from './kit';

const RESET_THROTTLED = 'Too many password reset attempts. Please try again in {wait}.';

/** A forgotten password: a mailed one-time link, then the new password. */
export function createPasswordRecovery({
  db,
  users,
  repository,
  sessions,
  throttle,
  mailer,
  config,
  limits,
  requireNewPassword,
  orProof,
  proven,
  admits,
  sourceOf,
}: AuthKit) {
  /**
   * Per (email, source) a resend wait and an hourly limit; per IP a hard limit, and a soft one past
   * which a proof of work is asked.
   */
  function resetMailLimits(email: string, source: string, ip: string, isProven: boolean): WindowCheck[] {
    const checks: WindowCheck[] = [
      {
        scope: 'reset:email-source',
        subject: `${email}|${source}`,
        limit: { max: 1, windowSeconds: limits.codeResendSeconds },
        message: 'A reset link was just sent. Please wait {wait} before asking for another one.',
      },
      {
        scope: 'reset:email-source',
        subject: `${email}|${source}`,
        limit: limits.resetMailsPerEmail,
        message: 'Too many reset links were sent to this email. Please try again in {wait}.',
      },
      {
        scope: 'reset:ip-hard',
        subject: ip,
        limit: limits.resetMailsPerIpHard,
        message: 'Too many reset links were requested from your network. Please try again in {wait}.',
      },
    ];
    if (!isProven) {
      checks.push({
        scope: 'reset:ip',
        subject: ip,
        limit: limits.resetMailsPerIp,
        message: 'Too many reset links were requested from your network. Please try again in {wait}.',
        onLimit: 'proof',
      });
    }
    return checks;
  }

  return {
    /**
     * Mails a one-time reset link when the email has an account; answers the same either way. The
     * per-email limits count per source (the account's device, else the address), so strangers' asks
     * never stop the owner's; mails to one address are capped, and past the cap a mail still goes out
     * when the account has no live link (the owner always holds one that works) or to a known device.
     */
    async forgotPassword(payload: ForgotPasswordPayload, caller: CallerContext) {
      const email = normalizeEmail(payload.email);
      if (!caller.origin) {
        throw new ApiHttpError(
          503,
          errorCodes.serviceUnavailable,
          'Password reset is not available: PUBLIC_URL is not set.',
        );
      }
      const user = await users.findByEmail(email);
      const source = sourceOf(caller, user?.id);
      const isProven = await proven(caller, email);
      const checks = resetMailLimits(email, source, caller.ip, isProven);
      await orProof({ ip: caller.ip, subject: email }, () => throttle.take(checks));
      const now = new Date();
      const underCap = await admits([
        {
          scope: 'reset:mail',
          subject: email,
          limit: limits.resetMailCapPerEmail,
          message: 'Too many reset links were sent to this email.',
        },
      ]);
      const mailable =
        user?.email &&
        (underCap || source.startsWith('device:') || !(await repository.hasLiveResetToken(user.id, now)));
      if (user?.email && mailable) {
        const token = randomToken();
        await repository.insertResetToken(
          user.id,
          sha256(token),
          new Date(now.getTime() + config.resetTokenTtlSeconds * 1000),
          now,
        );
        const link = new URL('/reset-password', caller.origin);
        link.searchParams.set('token', token);
        link.searchParams.set('referrer', safeReturnPath(payload.referrer, caller.origin));
        await mailer.send(
          passwordResetMail({
            to: user.email,
            link: link.href,
            minutes: config.resetTokenTtlSeconds / 60,
            lang: caller.lang,
          }),
        );
      }
      return { expiresInSeconds: config.resetTokenTtlSeconds };
    },

    /**
     * Sets the new password and signs the account out everywhere. The link token is checked first
     * (its digest, compared in constant time) and counted per token, per IP and per account: a fake
     * or spent token costs no hashing at all.
     */
    async resetPassword(payload: ResetPasswordPayload, caller: CallerContext) {
      const password = readPassword(payload.password);
      await requireNewPassword('password', password);
      const tokenHash = sha256(payload.token);
      const isProven = await proven(caller, 'reset-password');
      await orProof({ ip: caller.ip, subject: 'reset-password' }, () =>
        throttle.take([
          {
            scope: 'reset-try:token',
            subject: tokenHash,
            limit: limits.resetTriesPerToken,
            message: RESET_THROTTLED,
          },
          // A busy shared address asks for a proof of work; a token is never guessed (256 bits).
          ...(isProven
            ? []
            : [
                {
                  scope: 'reset-try:ip' as const,
                  subject: caller.ip,
                  limit: limits.resetTriesPerIp,
                  message: RESET_THROTTLED,
                  onLimit: 'proof' as const,
                },
              ]),
        ]),
      );
      const live = await repository.findLiveResetToken(tokenHash, new Date());
      if (!live || !digestsEqual(live.token_hash, tokenHash)) throw resetTokenInvalid();
      await throttle.take([
        {
          scope: 'reset:account',
          subject: String(live.user_id),
          limit: limits.resetsPerAccount,
          message: RESET_THROTTLED,
        },
      ]);
      const passwordHash = await hashPassword(password, config.argon2);
      const email = await db.transaction().execute(async (trx) => {
        const userId = await repository.useResetToken(tokenHash, new Date(), trx);
        if (userId === undefined) return null;
        await users.setPassword(userId, passwordHash, trx);
        await sessions.revokeAll(userId, trx);
        return (await users.findById(userId, trx))?.email ?? '';
      });
      if (email === null) throw resetTokenInvalid();
      return { email };
    },
  };
}
