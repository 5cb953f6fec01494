import { createHash, createHmac, randomInt } from 'node:crypto';
import { errorCodes, HUMAN_CHALLENGE_HEADER } from '@portal/contracts';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../../db/database';
import { ApiHttpError } from '../../http/errors';

/** What a proof of work is bound to: the caller's address and what the request is about (an email). */
export interface ProofBinding {
  ip: string;
  /** The normalised email the form is about, or a form's name when it has none (`feedback`). */
  subject: string;
}

export interface ProofOfWorkOptions {
  db: Kysely<Database>;
  /** HMAC key of the challenges; every replica shares it (AUTH_PROOF_SECRET). */
  secret: string;
  /** The counter to find is drawn from 0…maxCounter: about maxCounter/2 SHA-256 hashes in the browser. */
  maxCounter: number;
  /** A challenge must be solved and used within this many seconds. */
  ttlSeconds: number;
  now?: () => Date;
}

/**
 * A limit was passed: instead of refusing, the API asks for a proof of work. The challenge travels in
 * the `x-human-challenge` header; the client solves it and sends the same request again with
 * `x-human-proof`.
 */
export class ProofRequiredError extends ApiHttpError {
  constructor(readonly challenge: string) {
    super(
      428,
      errorCodes.humanProofRequired,
      'Please wait a moment while we check this request comes from a person.',
    );
    this.name = 'ProofRequiredError';
  }
}

const SolutionSchema = v.object({ counter: v.number(), derivedKey: v.string() });
const ProofSchema = v.object({
  challenge: v.object({
    parameters: v.looseObject({
      algorithm: v.string(),
      nonce: v.string(),
      salt: v.string(),
      cost: v.number(),
      keyLength: v.number(),
      keyPrefix: v.string(),
      keySignature: v.optional(v.string()),
      expiresAt: v.number(),
      data: v.optional(v.record(v.string(), v.union([v.string(), v.number(), v.boolean(), v.null()]))),
    }),
    signature: v.string(),
  }),
  solution: SolutionSchema,
});

const SWEEP_CHANCE = 0.02;

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function decodeProof(header: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const parsed = v.safeParse(ProofSchema, JSON.parse(Buffer.from(header, 'base64url').toString('utf8')));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/**
 * ALTCHA proofs of work (altcha-lib, SHA-256): challenges signed with the shared secret, bound to the
 * caller's address and the request's subject by keyed digests (no address or email is readable in
 * the challenge), expiring after `ttlSeconds`, and spent once across replicas (auth_spent_proofs).
 */
export function createProofOfWork({
  db,
  secret,
  maxCounter,
  ttlSeconds,
  now = () => new Date(),
}: ProofOfWorkOptions) {
  const keySecret = createHmac('sha256', secret).update('altcha-key').digest('base64url');
  const bind = (kind: string, value: string) =>
    createHmac('sha256', secret).update(`${kind}\u0000${value}`).digest('base64url').slice(0, 22);

  async function sweep(at: Date) {
    if (Math.random() >= SWEEP_CHANCE) return;
    await db.deleteFrom('auth_spent_proofs').where('expires_at', '<', at).execute();
  }

  return {
    /** A fresh challenge for this binding, as the 428 to throw. */
    async required(binding: ProofBinding): Promise<ProofRequiredError> {
      const expiresAt = new Date(now().getTime() + ttlSeconds * 1000);
      const challenge = await createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(0, maxCounter + 1),
        deriveKey,
        expiresAt,
        // `max` lets the solver show its progress; ip and subject bind the proof.
        data: { ip: bind('ip', binding.ip), subject: bind('subject', binding.subject), max: maxCounter },
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: keySecret,
      });
      return new ProofRequiredError(encode(challenge));
    },

    /**
     * True once for a proof (`x-human-proof`) solved for a challenge of this binding that has not
     * expired; a second use, on any replica, is false.
     */
    async verify(header: string | null, binding: ProofBinding): Promise<boolean> {
      const proof = header ? decodeProof(header) : null;
      if (!proof) return false;
      const { data } = proof.challenge.parameters;
      if (data?.ip !== bind('ip', binding.ip) || data?.subject !== bind('subject', binding.subject))
        return false;
      const result = await verifySolution({
        challenge: proof.challenge,
        solution: proof.solution,
        deriveKey,
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: keySecret,
      });
      if (!result.verified) return false;
      const at = now();
      const claimed = await db
        .insertInto('auth_spent_proofs')
        .values({
          challenge_digest: createHash('sha256')
            .update(proof.challenge.signature ?? '')
            .digest('base64url'),
          expires_at: new Date((proof.challenge.parameters.expiresAt ?? 0) * 1000),
          created_at: at,
        })
        .onConflict((conflict) => conflict.column('challenge_digest').doNothing())
        .executeTakeFirst();
      await sweep(at);
      return Number(claimed.numInsertedOrUpdatedRows ?? 0) === 1;
    },
  };
}
export type ProofOfWork = ReturnType<typeof createProofOfWork>;

/** The header the client sends its solved challenge in. */
export { HUMAN_CHALLENGE_HEADER };
