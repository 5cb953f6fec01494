import { ThrottledError } from '../../lib/throttledError';
import { noHumanCheck, proofOfWorkCheck } from '../humanCheck';
import { createDecoyHash } from '../password';
import { createPasswordRule } from '../passwordRule';
import type { ProofBinding } from '../proof/proofOfWork';
import type { AuthServiceDeps, CallerContext } from '../service';
import { ProofNeededError, type WindowCheck } from '../throttle';

/** What every sign-in use case works with: the service's dependencies and the throttling helpers. */
export type AuthKit = ReturnType<typeof createAuthKit>;

export function createAuthKit({ humanCheck: givenHumanCheck, ...deps }: AuthServiceDeps) {
  const { proofs, throttle, config, db } = deps;
  const humanCheck = givenHumanCheck ?? (proofs ? proofOfWorkCheck(proofs) : noHumanCheck);

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

  return {
    ...deps,
    limits: config.limits,
    decoyHash: createDecoyHash(config.argon2),
    requireNewPassword: createPasswordRule(db),
    orProof,
    proven,
    admits,
    sourceOf,
  };
}
