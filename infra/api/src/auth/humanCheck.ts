import { HUMAN_PROOF_HEADER } from '@portal/contracts';
import type { ProofOfWork } from './proof/proofOfWork';

/**
 * The hook a proof of work (or a CAPTCHA) plugs into (README "Sign-in throttling"). A sign-in whose
 * proof it accepts is treated like a known device: strangers' failures on the account or from the
 * network do not hold it back; its own (account, source) bucket still counts.
 * `proof` is the `x-human-proof` header as sent; `ip` and `email` bind the proof to them.
 */
export type HumanCheck = (attempt: { ip: string; email: string; proof: string | null }) => Promise<boolean>;

/** No proof of work is configured: nobody is waved through. */
export const noHumanCheck: HumanCheck = async () => false;

/** The ALTCHA proof of work as the check: a proof solved for this address and email, used once. */
export const proofOfWorkCheck =
  (proofs: ProofOfWork): HumanCheck =>
  ({ ip, email, proof }) =>
    proof ? proofs.verify(proof, { ip, subject: email }) : Promise.resolve(false);

export { HUMAN_PROOF_HEADER };
