import { decodePassword, safeReturnPath, type LoginPayload } from '@portal/contracts';
import { unixSeconds } from '../../lib/time';
import { hashPassword, needsRehash, verifyPassword } from '../password';
import { normalizeEmail } from '../secrets';
import type { CallerContext, SignedIn } from '../service';
import type { AttemptCheck } from '../throttle';
import { invalidCredential } from './errors';
import type { AuthKit } from './kit';

const SIGN_IN_THROTTLED = 'Too many sign-in attempts. Please try again in {wait}.';

/** Sign-in with email and password, and sign-out. */
export function createSignIn({
  users,
  sessions,
  throttle,
  config,
  limits,
  decoyHash,
  orProof,
  proven,
}: AuthKit) {
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

  return {
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
  };
}
