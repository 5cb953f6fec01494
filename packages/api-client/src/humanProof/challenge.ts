import type { Challenge, Solution } from 'altcha-lib';

/** The 428's `x-human-challenge` header: base64url JSON of an ALTCHA challenge. */
export function decodeChallenge(header: string): Challenge {
  const base64 = header.replace(/-/g, '+').replace(/_/g, '/');
  const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
  return JSON.parse(json) as Challenge;
}

/** The `x-human-proof` header: base64url JSON of the challenge and its solution. */
export function encodeProof(challenge: Challenge, solution: Solution): string {
  const bytes = new TextEncoder().encode(JSON.stringify({ challenge, solution }));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The largest counter the server may have drawn: the solver's progress is counter / max. */
export const maxCounterOf = (challenge: Challenge): number => {
  const max = challenge.parameters.data?.max;
  return typeof max === 'number' && max > 0 ? max : 1_000_000;
};

/** Messages between the page and the solving worker. */
export type WorkerRequest = { challenge: Challenge };
export type WorkerMessage =
  | { type: 'progress'; tried: number }
  | { type: 'solved'; solution: Solution }
  | { type: 'failed'; message: string };
