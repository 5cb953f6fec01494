import {
  decodePassword,
  errorCodes,
  messages,
  safeReturnPath,
  type ForgotPasswordPayload,
  type LanguageCode,
  type LoginPayload,
  type RegisterPayload,
  type ResetPasswordPayload,
  type SendCodePayload,
  type Session,
  type VerifyEmailPayload,
} from '@portal/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database';
import { ApiHttpError } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { EmailTakenError, type UsersRepository } from '../users/repository';
import type { AuthConfig, Limit } from './config';
import { passwordResetMail, verificationCodeMail } from './mails';
import { createDecoyHash, hashPassword, verifyPassword } from './password';
import type { AuthRepository, VerificationCodeRow } from './repository';
import { codeMatches, hashCode, normalizeEmail, randomCode, randomToken, sha256 } from './secrets';
import type { SessionClient, SessionService } from './sessions';
import { describeWait, ThrottledError, type Throttle, type ThrottleScope } from './throttle';
import type { VerificationPurpose } from './tables';

/** What the routes know about the caller. */
export interface CallerContext extends SessionClient {
  ip: string;
  /** Mail language: the `x-lang` header, else English. */
  lang: LanguageCode;
  /** Origin for links in mails (PUBLIC_URL, or the request's own origin outside production). */
  origin: string | null;
}

export interface AuthServiceDeps {
  db: Kysely<Database>;
  users: UsersRepository;
  repository: AuthRepository;
  sessions: SessionService;
  throttle: Throttle;
  mailer: Mailer;
  config: AuthConfig;
}

const emailIsUsed = () => new ApiHttpError(409, errorCodes.emailIsUsed, messages.emailIsUsed);
const codeNotMatch = () =>
  new ApiHttpError(422, errorCodes.verificationCodeNotMatch, messages.verificationCodeNotMatch);
const codeExpired = () =>
  new ApiHttpError(
    422,
    errorCodes.verificationCodeExpired,
    'This code has expired. Please ask for a new one.',
  );
const invalidCredential = () =>
  new ApiHttpError(401, errorCodes.invalidAuthCredential, messages.invalidAuthCredential);

/** The password as typed; the route's contract schema has already checked it decodes (and its length). */
function readPassword(encoded: string): string {
  const password = decodePassword(encoded);
  if (password === null) throw new ApiHttpError(400, errorCodes.validation, 'password is not encoded');
  return password;
}

interface LimitCheck {
  scope: ThrottleScope;
  subject: string;
  limit: Limit;
  message: string;
}

type CodeCheck = { outcome: 'ok'; row: VerificationCodeRow } | { outcome: 'mismatch' | 'expired' };

export function createAuthService({
  db,
  users,
  repository,
  sessions,
  throttle,
  mailer,
  config,
}: AuthServiceDeps) {
  const decoyHash = createDecoyHash(config.scrypt);
  const { limits } = config;

  /** Throws 429 with the wait when any of the limits is reached. */
  async function enforce(checks: LimitCheck[]) {
    for (const check of checks) {
      const wait = await throttle.waitSeconds(check.scope, check.subject, check.limit);
      if (wait > 0) throw new ThrottledError(check.message.replace('{wait}', describeWait(wait)), wait);
    }
  }

  function codeLimits(email: string, ip: string): LimitCheck[] {
    const checks: LimitCheck[] = [
      {
        scope: 'code:email' as const,
        subject: email,
        limit: { max: 1, windowSeconds: limits.codeResendSeconds },
        message: 'A code was just sent to this email. Please wait {wait} before asking for another one.',
      },
      {
        scope: 'code:email' as const,
        subject: email,
        limit: limits.codesPerEmail,
        message: 'Too many codes were sent to this email. Please try again in {wait}.',
      },
      {
        scope: 'code:ip' as const,
        subject: ip,
        limit: limits.codesPerIp,
        message: 'Too many codes were requested from your network. Please try again in {wait}.',
      },
    ];
    return checks.filter((check) => check.limit.windowSeconds > 0);
  }

  async function mailCode(
    purpose: VerificationPurpose,
    email: string,
    userId: number | null,
    passwordHash: string | null,
    caller: CallerContext,
  ) {
    const normalized = normalizeEmail(email);
    await enforce(codeLimits(normalized, caller.ip));
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
    await throttle.record('code:email', normalized, now);
    await throttle.record('code:ip', caller.ip, now);
    await mailer.send(
      verificationCodeMail({
        to: email,
        code,
        purpose,
        minutes: config.codeTtlSeconds / 60,
        lang: caller.lang,
      }),
    );
    return { email, expiresInSeconds: config.codeTtlSeconds, resendInSeconds: limits.codeResendSeconds };
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

  return {
    /** Register step 1: mails a code; the password waits, hashed, with the code. */
    async sendRegisterCode(payload: SendCodePayload, caller: CallerContext) {
      const password = readPassword(payload.password);
      if (await users.findByEmail(normalizeEmail(payload.email))) throw emailIsUsed();
      await enforce(codeLimits(normalizeEmail(payload.email), caller.ip));
      const passwordHash = await hashPassword(password, config.scrypt);
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

    async login(payload: LoginPayload, caller: CallerContext): Promise<Session> {
      const email = normalizeEmail(payload.email);
      const message = 'Too many sign-in attempts. Please try again in {wait}.';
      await enforce([
        { scope: 'login-failure:email', subject: email, limit: limits.loginFailuresPerEmail, message },
        { scope: 'login-failure:ip', subject: caller.ip, limit: limits.loginFailuresPerIp, message },
      ]);
      const password = decodePassword(payload.password);
      const user = await users.findByEmail(email);
      // Same work whether or not the account exists: no timing hint about registered emails.
      const matches =
        password !== null && user?.password_hash
          ? await verifyPassword(password, user.password_hash)
          : await verifyPassword(password ?? '', await decoyHash()).then(() => false);
      if (!user || !matches) {
        await throttle.record('login-failure:email', email);
        await throttle.record('login-failure:ip', caller.ip);
        throw invalidCredential();
      }
      await throttle.clear('login-failure:email', email);
      const session = await sessions.issue(user.id, caller);
      return {
        token: session.token,
        userId: user.id,
        expiresAt: Math.floor(session.expiresAt.getTime() / 1000),
        referrer: safeReturnPath(payload.referrer, caller.origin ?? undefined),
      };
    },

    async logout(sessionId: number) {
      return { revoked: await sessions.revoke(sessionId) };
    },

    /** Mails a one-time reset link when the email has an account; answers the same either way. */
    async forgotPassword(payload: ForgotPasswordPayload, caller: CallerContext) {
      const email = normalizeEmail(payload.email);
      const checks: LimitCheck[] = [
        {
          scope: 'reset:email',
          subject: email,
          limit: { max: 1, windowSeconds: limits.codeResendSeconds },
          message: 'A reset link was just sent. Please wait {wait} before asking for another one.',
        },
        {
          scope: 'reset:email',
          subject: email,
          limit: limits.resetMailsPerEmail,
          message: 'Too many reset links were sent to this email. Please try again in {wait}.',
        },
        {
          scope: 'reset:ip',
          subject: caller.ip,
          limit: limits.resetMailsPerIp,
          message: 'Too many reset links were requested from your network. Please try again in {wait}.',
        },
      ];
      await enforce(checks.filter((check) => check.limit.windowSeconds > 0));
      if (!caller.origin) {
        throw new ApiHttpError(
          503,
          errorCodes.serviceUnavailable,
          'Password reset is not available: PUBLIC_URL is not set.',
        );
      }
      const now = new Date();
      await throttle.record('reset:email', email, now);
      await throttle.record('reset:ip', caller.ip, now);
      const user = await users.findByEmail(email);
      if (user?.email) {
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

    /** Sets the new password and signs the account out everywhere. */
    async resetPassword(payload: ResetPasswordPayload) {
      const password = readPassword(payload.password);
      const passwordHash = await hashPassword(password, config.scrypt);
      const email = await db.transaction().execute(async (trx) => {
        const userId = await repository.useResetToken(sha256(payload.token), new Date(), trx);
        if (userId === undefined) return null;
        await users.setPassword(userId, passwordHash, trx);
        await sessions.revokeAll(userId, trx);
        return (await users.findById(userId, trx))?.email ?? '';
      });
      if (email === null) {
        throw new ApiHttpError(
          400,
          errorCodes.resetTokenInvalid,
          'This reset link is invalid or has expired. Please ask for a new one.',
        );
      }
      return { email };
    },

    /** /verification/email step 1: a signed-in player asks for a code at the address to add. */
    async sendEmailCode(userId: number, email: string, caller: CallerContext) {
      const owner = await users.findByEmail(normalizeEmail(email));
      if (owner && owner.id !== userId) throw emailIsUsed();
      return mailCode('email', email, userId, null, caller);
    },

    /** /verification/email step 2: the code proves the mailbox, which becomes the account's email. */
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
export type AuthService = ReturnType<typeof createAuthService>;
