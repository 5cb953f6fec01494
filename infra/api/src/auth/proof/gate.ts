import { HUMAN_CHALLENGE_HEADER, HUMAN_PROOF_HEADER } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ProofOfWork } from './proofOfWork';

/**
 * For a soft limit of another domain (feedback, the campaigns' email check): true when the request
 * carries a proof of work solved for this address and subject; otherwise throws the 428 that asks for
 * one, its challenge in the header. Without a proof of work configured, false (the caller refuses).
 */
export async function proofOrChallenge(
  proofs: ProofOfWork | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
  subject: string,
): Promise<boolean> {
  if (!proofs) return false;
  const header = request.headers[HUMAN_PROOF_HEADER];
  const binding = { ip: request.ip, subject };
  if (typeof header === 'string' && (await proofs.verify(header.slice(0, 4096), binding))) return true;
  const required = await proofs.required(binding);
  void reply.header(HUMAN_CHALLENGE_HEADER, required.challenge);
  throw required;
}
