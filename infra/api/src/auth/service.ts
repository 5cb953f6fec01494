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
import { EmailTakenError, type UsersRepository } from './users/repository';
import type { AuthConfig } from './config';
import { noHumanCheck, proofOfWorkCheck, type HumanCheck } from './humanCheck';
import { passwordResetMail, verificationCodeMail } from './mails';
import { createDecoyHash, hashPassword, needsRehash, verifyPassword } from './password';
import type { ProofBinding, ProofOfWork } from './proof/proofOfWork';
import type { AuthRepository, VerificationCodeRow } from './repository';
import {
  codeMatches,
  digestsEqual,
  hashCode,
  normalizeEmail,
  randomCode,
  randomToken,
  sha256,
} from './secrets';
import { ThrottledError } from '../lib/throttledError';
import type { SessionClient, SessionService } from './sessions';
import { ProofNeededError, type AttemptCheck, type Throttle, type WindowCheck } from './throttle';
import type { VerificationPurpose } from './tables';
import { unixSeconds } from '../lib/time';
import { createPasswordRule, type PasswordRuleKind } from './passwordRule';

/** What the routes know about the caller. */
export interface CallerContext extends SessionClient {
  ip: string;
  /** Mail language: the `x-lang` header, else English. */
  lang: LanguageCode;
  /** Origin for links in mails: PUBLIC_URL only, never a request's Host header. */
  origin: string | null;
  /** The request's own origin: full-URL referrers of it are accepted when PUBLIC_URL is unset. */
  requestOrigin: string;
  /** The device id of a valid device cookie for this account (it signed in from here before), else null. */
  knownDevice: (userId: number) => string | null;
  /** A CAPTCHA answer or proof of work sent with the sign-in (`x-human-proof`), for the HumanCheck. */
  humanProof: string | null;
}

/** A successful sign-in: the session, and the device id to keep (or a new one) in the device cookie. */
export interface SignedIn extends Session {
  deviceId: string | null;
}

export interface AuthServiceDeps {
  db: Kysely<Database>;
  users: UsersRepository;
  repository: AuthRepository;
  sessions: SessionService;
  throttle: Throttle;
  mailer: Mailer;
  config: AuthConfig;
  /**
   * The proof of work asked for past the soft limits (per IP, per account from unknown sources). Without
   * it those limits refuse with 429, as the hard ones always do.
   */
  proofs?: ProofOfWork;
  /** Lets a proven human past the per-account and per-IP limits; by default the proof of work's check. */
  humanCheck?: HumanCheck;
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

const resetTokenInvalid = () =>
  new ApiHttpError(
    400,
    errorCodes.resetTokenInvalid,
    'This reset link is invalid or has expired. Please ask for a new one.',
  );

const SIGN_IN_THROTTLED = 'Too many sign-in attempts. Please try again in {wait}.';
const RESET_THROTTLED = 'Too many password reset attempts. Please try again in {wait}.';

type CodeCheck = { outcome: 'ok'; row: VerificationCodeRow } | { outcome: 'mismatch' | 'expired' };

export function createAuthService({
  db,
  users,
  repository,
  sessions,
  throttle,
  mailer,
  config,
  proofs,
  humanCheck = proofs ? proofOfWorkCheck(proofs) : noHumanCheck,
}: AuthServiceDeps) {
  const decoyHash = createDecoyHash(config.argon2);
  const { limits } = config;
  const requireNewPassword = createPasswordRule(db);

  /**
   * Runs throttled work; a soft limit passed asks for a proof of work bound to this caller and
   * subject (428 with a challenge), or refuses where no proof of work is configured.
   */
  async function orProof<T>(binding: ProofBinding, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof ProofNeededError)) throw error;
      if (!proofs) throw error.refusal;
      throw await proofs.required(binding);
    }
  }

  /** Whether the request carries a proof of work solved for this address and subject (spent by asking). */
  const proven = (caller: CallerContext, subject: string) =>
    caller.humanProof ? humanCheck({ ip: caller.ip, email: subject, proof: caller.humanProof }) : false;

  /** False when the checks are past their limit (nothing counted), else counts one event. */
  async function admits(checks: WindowCheck[]): Promise<boolean> {
    try {
      await throttle.take(checks);
      return true;
    } catch (error) {
      if (error instanceof ThrottledError) return false;
      throw error;
    }
  }

  /**
   * Who asks, for the per-email limits: the account's known device, else the address. Strangers
   * asking for the same email count on their own source, never on the owner's.
   */
  const sourceOf = (caller: CallerContext, userId: number | null | undefined) => {
    const device = userId ? caller.knownDevice(userId) : null;
    return device ? `device:${device}` : `ip:${caller.ip}`;
  };

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

  /**
   * The buckets a sign-in reserves. A source the account knows (its device cookie, or a passed human
   * check) counts only on its own (account, device) bucket, so strangers' failures never stop it;
   * any other source counts per account, per IP and per (account, IP).
   */
  function signInChecks(email: string, caller: CallerContext, trustedSource: string | null): AttemptCheck[] {
    const attempt = (
      scope: AttemptCheck['scope'],
      subject: string,
      limit: AttemptCheck['limit'],
      onLimit: AttemptCheck['onLimit'] = 'refuse',
    ): AttemptCheck => ({
      scope,
      subject,
      limit,
      backoff: limits.loginBackoff,
      forgiveOnSuccess: scope !== 'login:ip' && scope !== 'login:ip-hard',
      message: SIGN_IN_THROTTLED,
      onLimit,
    });
    if (trustedSource?.startsWith('device:')) {
      return [attempt('login:account-source', `${email}|${trustedSource}`, limits.loginFailuresPerEmailIp)];
    }
    const hard = attempt('login:ip-hard', caller.ip, limits.loginFailuresPerIpHard);
    if (trustedSource) {
      return [
        attempt('login:account-source', `${email}|${trustedSource}`, limits.loginFailuresPerEmailIp),
        hard,
      ];
    }
    // The hard address limit refuses; everything else asks for a proof of work: strangers' failures
    // on the account, a busy shared address, or failures from this address (someone else behind it
    // may have made them). A proven source then counts on its own (account, proven source) bucket.
    return [
      hard,
      attempt('login:account-source', `${email}|ip:${caller.ip}`, limits.loginFailuresPerEmailIp, 'proof'),
      attempt('login:account', email, limits.loginFailuresPerEmail, 'proof'),
      attempt('login:ip', caller.ip, limits.loginFailuresPerIp, 'proof'),
    ];
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

    /**
     * Sign-in. Every attempt is reserved on its throttle buckets before the password is hashed, then
     * confirmed as a failure or released, so a burst of concurrent tries cannot outrun the limits.
     * A stored hash that is not argon2id at the configured cost is replaced by one that is.
     */
    async login(payload: LoginPayload, caller: CallerContext): Promise<SignedIn> {
      const email = normalizeEmail(payload.email);
      const user = await users.findByEmail(email);
      const deviceId = user ? caller.knownDevice(user.id) : null;
      const trustedSource = deviceId
        ? `device:${deviceId}`
        : (await proven(caller, email))
          ? `human:${caller.ip}`
          : null;
      const attempt = await orProof({ ip: caller.ip, subject: email }, () =>
        throttle.reserve(signInChecks(email, caller, trustedSource)),
      );
      let matches: boolean;
      try {
        const password = decodePassword(payload.password);
        // Same work whether or not the account exists: no timing hint about registered emails.
        matches =
          password !== null && user?.password_hash
            ? await verifyPassword(password, user.password_hash)
            : await verifyPassword(password ?? '', await decoyHash()).then(() => false);
        if (
          matches &&
          user?.password_hash &&
          password !== null &&
          needsRehash(user.password_hash, config.argon2)
        ) {
          await users.setPassword(user.id, await hashPassword(password, config.argon2));
        }
      } catch (error) {
        await attempt.release();
        throw error;
      }
      if (!user || !matches) {
        await attempt.fail();
        throw invalidCredential();
      }
      await attempt.succeed();
      const session = await sessions.issue(user.id, caller);
      return {
        token: session.token,
        userId: user.id,
        expiresAt: unixSeconds(session.expiresAt),
        referrer: safeReturnPath(payload.referrer, caller.origin ?? caller.requestOrigin),
        deviceId,
      };
    },

    async logout(sessionId: number) {
      return { revoked: await sessions.revoke(sessionId) };
    },

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
          subject: caller.ip,
          limit: limits.resetMailsPerIpHard,
          message: 'Too many reset links were requested from your network. Please try again in {wait}.',
        },
      ];
      if (!isProven) {
        checks.push({
          scope: 'reset:ip',
          subject: caller.ip,
          limit: limits.resetMailsPerIp,
          message: 'Too many reset links were requested from your network. Please try again in {wait}.',
          onLimit: 'proof',
        });
      }
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

    /** /verification/email step 1: a signed-in player asks for a code at the address to add. */
    async sendEmailCode(userId: number, email: string, caller: CallerContext) {
      await takeCodeLimits(normalizeEmail(email), caller, userId);
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
