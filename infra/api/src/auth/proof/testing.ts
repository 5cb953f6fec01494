import { errorCodes, HUMAN_CHALLENGE_HEADER } from '@portal/contracts';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { LightMyRequestResponse } from 'fastify';

/** What a browser does with a 428: solves the challenge of its header; the answer is the x-human-proof value. */
export async function solveProofOf(response: LightMyRequestResponse): Promise<string> {
  expect(response.statusCode).toBe(428);
  expect((response.json() as { errors: { code: string }[] }).errors[0]?.code).toBe(
    errorCodes.humanProofRequired,
  );
  const header = response.headers[HUMAN_CHALLENGE_HEADER];
  if (typeof header !== 'string') throw new Error('a 428 without a challenge header');
  const challenge = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64url');
}
