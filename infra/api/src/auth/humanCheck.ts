/**
 * The hook a CAPTCHA or a proof of work plugs into (README "Sign-in throttling"). A sign-in whose
 * proof it accepts is treated like a known device: strangers' failures on the account or from the
 * network do not hold it back; its own (account, source) bucket still counts.
 * `proof` is the `x-human-proof` header as sent; `ip` and `email` let a check bind the proof to them.
 */
export type HumanCheck = (attempt: { ip: string; email: string; proof: string | null }) => Promise<boolean>;

/** No CAPTCHA or proof of work is configured: nobody is waved through. */
export const noHumanCheck: HumanCheck = async () => false;

/** The header a client sends its CAPTCHA answer or proof of work in. */
export const HUMAN_PROOF_HEADER = 'x-human-proof';
