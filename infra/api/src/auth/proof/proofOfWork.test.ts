import { HUMAN_CHALLENGE_HEADER } from '@portal/contracts';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { databaseTargets } from '../../testing/databases';
import { useTestApi } from '../../testing/harness';
import { createProofOfWork, type ProofOfWork } from './proofOfWork';

const SECRET = 'a-shared-secret-of-at-least-32-characters';

/** What the browser solver does with the challenge of a 428. */
async function solve(proofs: ProofOfWork, binding: { ip: string; subject: string }) {
  const required = await proofs.required(binding);
  expect(required.statusCode).toBe(428);
  const challenge = JSON.parse(Buffer.from(required.challenge, 'base64url').toString()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return { challenge, proof: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64url') };
}

describe.each(databaseTargets)('the proof of work on $name', (target) => {
  const api = useTestApi(target, { seed: false });
  const replica = (secret = SECRET, now?: () => Date) =>
    createProofOfWork({ db: api.db, secret, maxCounter: 5000, ttlSeconds: 60, now });
  const binding = { ip: '203.0.113.7', subject: 'player@example.com' };

  it('says nothing readable of the address or email in the challenge', async () => {
    const { challenge } = await solve(replica(), binding);
    const text = JSON.stringify(challenge);
    expect(text).not.toContain('203.0.113.7');
    expect(text).not.toContain('player@example.com');
    expect(HUMAN_CHALLENGE_HEADER).toBe('x-human-challenge');
  });

  it('accepts a solved proof once, on any replica sharing the secret', async () => {
    const { proof } = await solve(replica(), binding);
    const [first, second] = await Promise.all([
      replica().verify(proof, binding),
      replica().verify(proof, binding),
    ]);
    expect([first, second].sort()).toEqual([false, true]);
    expect(await replica().verify(proof, binding)).toBe(false);
  });

  it('refuses a proof for another address, another email, another secret, or tampered', async () => {
    const { proof, challenge } = await solve(replica(), binding);
    expect(await replica().verify(proof, { ...binding, ip: '203.0.113.8' })).toBe(false);
    expect(await replica().verify(proof, { ...binding, subject: 'other@example.com' })).toBe(false);
    expect(await replica('another-secret-of-at-least-32-characters!').verify(proof, binding)).toBe(false);
    const tampered = Buffer.from(
      JSON.stringify({ challenge, solution: { counter: 1, derivedKey: '00'.repeat(32) } }),
    ).toString('base64url');
    expect(await replica().verify(tampered, binding)).toBe(false);
    expect(await replica().verify('not-a-proof', binding)).toBe(false);
    expect(await replica().verify(proof, binding)).toBe(true);
  });

  it('refuses an expired challenge', async () => {
    const past = () => new Date(Date.now() - 120_000);
    const { proof } = await solve(replica(SECRET, past), binding);
    expect(await replica().verify(proof, binding)).toBe(false);
  });
});
