import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { createApiClient } from '../client';
import { decodeChallenge, encodeProof } from './challenge';
import { solveCounting } from './countingSolver';

const proofRequired = (challenge: string) =>
  new Response(
    JSON.stringify({ success: false, errors: [{ code: 'HUMAN_PROOF_REQUIRED', message: 'Please wait' }] }),
    { status: 428, headers: { 'Content-Type': 'application/json', 'x-human-challenge': challenge } },
  );
const ok = () =>
  new Response(JSON.stringify({ success: true, data: { sent: true } }), {
    headers: { 'Content-Type': 'application/json' },
  });

describe('the proof of work in the API client', () => {
  it('solves a 428 by itself and sends the same request again with the proof', async () => {
    const seen: Headers[] = [];
    const answers = [proofRequired('the-challenge'), ok()];
    const fetch = jest.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
      seen.push(new Headers(init.headers));
      return answers.shift()!;
    });
    const solve = jest.fn(async (challenge: string) => `solved:${challenge}`);
    const client = createApiClient({ fetch: fetch as typeof globalThis.fetch, solveHumanProof: solve });
    await expect(
      client.post('/public/auth/forgot-password', { body: { email: 'a@b.test' } }),
    ).resolves.toEqual({
      sent: true,
    });
    expect(solve).toHaveBeenCalledWith('the-challenge', undefined);
    expect(seen[0]?.get('x-human-proof')).toBeNull();
    expect(seen[1]?.get('x-human-proof')).toBe('solved:the-challenge');
  });

  it('reports the 428 as an error when no solver is configured', async () => {
    const fetch = jest.fn(async () => proofRequired('c'));
    const client = createApiClient({ fetch: fetch as typeof globalThis.fetch });
    await expect(client.post('/x')).rejects.toMatchObject({ status: 428 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("finds the counter of a server's challenge with altcha-lib's solver, reporting progress", async () => {
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 4321,
      deriveKey,
      data: { max: 5000 },
      hmacSignatureSecret: 'a-secret-of-at-least-thirty-two-chars',
      hmacKeySignatureSecret: 'another-secret-of-at-least-32-chars',
    });
    const header = Buffer.from(JSON.stringify(challenge)).toString('base64url');
    const decoded = decodeChallenge(header);
    expect(decoded).toEqual(challenge);
    const progress: number[] = [];
    const solution = await solveCounting(decoded, (tried) => progress.push(tried));
    expect(solution.counter).toBe(4321);
    expect(progress).toEqual([2000, 4000]);
    const proof = JSON.parse(Buffer.from(encodeProof(decoded, solution), 'base64url').toString());
    expect(proof).toEqual({ challenge, solution });
  });
});
