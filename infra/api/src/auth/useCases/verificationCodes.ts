import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { verificationCodeMail } from '../mails';
import type { VerificationCodeRow } from '../repository';
import { codeMatches, hashCode, normalizeEmail, randomCode } from '../secrets';
import type { CallerContext } from '../service';
import type { VerificationPurpose } from '../tables';
import type { WindowCheck } from '../throttle';
import { codeExpired, codeNotMatch } from './errors';
import type { AuthKit } from './kit';

type CodeCheck = { outcome: 'ok'; row: VerificationCodeRow } | { outcome: 'mismatch' | 'expired' };

/** Mailed verification codes: their limits, the mail, and the check of a typed code. */
export function createVerificationCodes({
  db,
  repository,
  throttle,
  mailer,
  config,
  limits,
  orProof,
  proven,
  admits,
  sourceOf,
}: AuthKit) {
  /**
   * Codes: per (email, source) a resend wait and an hourly limit (429: the asker's own requests);
   * per IP a soft limit past which a proof of work is asked, and a hard one far above what a shared
   * address produces. The mails to one email are capped separately (see `mailCode`).
   */
  function codeLimits(email: string, source: string, ip: string, isProven: boolean): WindowCheck[] {
    const checks: WindowCheck[] = [
      {
        scope: 'code:email-source',
        subject: `${email}|${source}`,
        limit: { max: 1, windowSeconds: limits.codeResendSeconds },
        message: 'A code was just sent to this email. Please wait {wait} before asking for another one.',
      },
      {
        scope: 'code:email-source',
        subject: `${email}|${source}`,
        limit: limits.codesPerEmail,
        message: 'Too many codes were sent to this email. Please try again in {wait}.',
      },
      {
        scope: 'code:ip-hard',
        subject: ip,
        limit: limits.codesPerIpHard,
        message: 'Too many codes were requested from your network. Please try again in {wait}.',
      },
    ];
    if (!isProven) {
      checks.push({
        scope: 'code:ip',
        subject: ip,
        limit: limits.codesPerIp,
        message: 'Too many codes were requested from your network. Please try again in {wait}.',
        onLimit: 'proof',
      });
    }
    return checks.filter((check) => check.limit.windowSeconds > 0);
  }

  /** Counts and checks a code request; the answer never depends on whether the email has an account. */
  async function takeCodeLimits(email: string, caller: CallerContext, userId: number | null) {
    const isProven = await proven(caller, email);
    const source = sourceOf(caller, userId);
    await orProof({ ip: caller.ip, subject: email }, () =>
      throttle.take(codeLimits(email, source, caller.ip, isProven)),
    );
  }

  async function mailCode(
    purpose: VerificationPurpose,
    email: string,
    userId: number | null,
    passwordHash: string | null,
    caller: CallerContext,
  ) {
    const normalized = normalizeEmail(email);
    const answer = {
      email,
      expiresInSeconds: config.codeTtlSeconds,
      resendInSeconds: limits.codeResendSeconds,
    };
    // Past the cap on mails to one address the answer stays the same and no mail goes out: strangers
    // cannot flood a mailbox, and the asker learns nothing about the email either way.
    const mailable = await admits([
      {
        scope: 'code:mail',
        subject: normalized,
        limit: limits.codeMailsPerEmail,
        message: 'Too many codes were sent to this email.',
      },
    ]);
    if (!mailable) return answer;
    const code = randomCode();
    const now = new Date();
    await repository.insertCode(
      {
        purpose,
        emailNormalized: normalized,
        userId,
        codeHash: hashCode(code),
        passwordHash,
        language: caller.lang,
        expiresAt: new Date(now.getTime() + config.codeTtlSeconds * 1000),
      },
      now,
    );
    await mailer.send(
      verificationCodeMail({
        to: email,
        code,
        purpose,
        minutes: config.codeTtlSeconds / 60,
        lang: caller.lang,
      }),
    );
    return answer;
  }

  /** Checks a typed code against the newest one; a wrong try is counted (and survives the rollback). */
  async function checkCode(
    trx: Transaction<Database>,
    purpose: VerificationPurpose,
    email: string,
    userId: number | null,
    code: string,
  ): Promise<CodeCheck> {
    const row = await repository.latestCode(purpose, normalizeEmail(email), userId, trx);
    if (!row) return { outcome: 'mismatch' };
    if (row.expires_at.getTime() <= Date.now() || row.attempts >= config.codeMaxAttempts) {
      return { outcome: 'expired' };
    }
    if (!codeMatches(code, row.code_hash)) {
      await repository.countWrongAttempt(row.id, trx);
      return { outcome: 'mismatch' };
    }
    await repository.consumeCode(row.id, new Date(), trx);
    return { outcome: 'ok', row };
  }

  /** Runs a code check and `onMatch` in one transaction; a mismatch still commits the counted try. */
  async function withCode<T>(
    purpose: VerificationPurpose,
    email: string,
    userId: number | null,
    code: string,
    onMatch: (trx: Transaction<Database>, row: VerificationCodeRow) => Promise<T>,
  ): Promise<T> {
    const result = await db.transaction().execute(async (trx) => {
      const check = await checkCode(trx, purpose, email, userId, code);
      if (check.outcome !== 'ok') return check;
      return { outcome: 'ok' as const, value: await onMatch(trx, check.row) };
    });
    if (result.outcome === 'ok') return result.value;
    throw result.outcome === 'expired' ? codeExpired() : codeNotMatch();
  }

  return { takeCodeLimits, mailCode, withCode };
}
export type VerificationCodes = ReturnType<typeof createVerificationCodes>;
