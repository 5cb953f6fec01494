/**
 * The launch-day mix: virtual visitors in a closed loop for MIX_SECONDS, each doing what a launch
 * brings, all at once against one portal:
 *   - landing visitors (6 in 10): the catalogue, the campaign, the counter, the rewards list;
 *   - new players (1 in 10): pre-registration from the landing (email step, code mailed, the code
 *     read from the dev outbox, verified, terms consented), as a new account;
 *   - returning players (3 in 10): sign in (argon2id), then /me, a transfer of 1 gold to a game
 *     and /me again, signing in afresh every fifth round.
 * Every answer must be a success: any other status or a network error counts as an error, with
 * the first few kept to say what went wrong. A 428 asking for a proof of work is solved and the
 * request sent again, as the portal's API client does (every visitor here shares one address).
 */
import {
  authEndpoints,
  campaignApiRoutes,
  devRoutes,
  encodePassword,
  endpointUrl,
  HUMAN_CHALLENGE_HEADER,
  HUMAN_PROOF_HEADER,
  transferEndpoints,
  gameEndpoints,
} from '@portal/contracts';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { BenchPlayer } from './benchData';

const GAME = 'ash_echoes';
const TRANSFER_GAME = 'moonlight_saga';

interface OperationFigures {
  count: number;
  errors: number;
  latencies: number[];
}

export interface MixResult {
  seconds: number;
  operations: Map<string, OperationFigures>;
  errorSamples: string[];
  preRegistrations: number;
  transfers: number;
  /** Proofs of work asked for (a 428) and solved before the request was sent again. */
  proofsSolved: number;
}

/** What the API client does with a 428's challenge: the `x-human-proof` value that answers it. */
async function solveProof(header: string): Promise<string> {
  const challenge = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the proof of work could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64url');
}

export async function runLaunchMix(
  baseUrl: string,
  players: readonly BenchPlayer[],
  seconds: number,
  visitors: number,
): Promise<MixResult> {
  const operations = new Map<string, OperationFigures>();
  const errorSamples: string[] = [];
  const deadline = Date.now() + seconds * 1000;
  let preRegistrations = 0;
  let transfers = 0;
  let proofsSolved = 0;

  /** One request; resolves with the parsed JSON answer, or null when it failed (counted). */
  async function call(
    operation: string,
    path: string,
    init: { method?: string; body?: unknown; token?: string } = {},
  ): Promise<{ data?: unknown } | null> {
    const figures = operations.get(operation) ?? { count: 0, errors: 0, latencies: [] };
    operations.set(operation, figures);
    const started = performance.now();
    try {
      const send = (proof?: string) =>
        fetch(`${baseUrl}${path}`, {
          method: init.method ?? 'GET',
          headers: {
            ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
            ...(proof ? { [HUMAN_PROOF_HEADER]: proof } : {}),
          },
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
        });
      let response = await send();
      // Every visitor comes from one address: past the per-address limits the API asks for a proof
      // of work, which the portal's API client solves and sends again; so does the mix.
      const challenge = response.status === 428 ? response.headers.get(HUMAN_CHALLENGE_HEADER) : null;
      if (challenge) {
        await response.arrayBuffer();
        proofsSolved++;
        response = await send(await solveProof(challenge));
      }
      const text = await response.text();
      figures.count++;
      figures.latencies.push(performance.now() - started);
      if (!response.ok) {
        figures.errors++;
        if (errorSamples.length < 5)
          errorSamples.push(`${operation}: ${response.status} ${text.slice(0, 200)}`);
        return null;
      }
      return JSON.parse(text) as { data?: unknown };
    } catch (error) {
      figures.count++;
      figures.errors++;
      if (errorSamples.length < 5) errorSamples.push(`${operation}: ${String(error)}`);
      return null;
    }
  }

  async function landingVisitor() {
    while (Date.now() < deadline) {
      await call('landing: games', endpointUrl(gameEndpoints.list));
      await call('landing: campaign', campaignApiRoutes.campaign(GAME));
      await call('landing: counter', campaignApiRoutes.counter(GAME));
      await call('landing: rewards', campaignApiRoutes.rewards(GAME));
    }
  }

  async function newPlayer(visitor: number) {
    for (let round = 0; Date.now() < deadline; round++) {
      const email = `mix-${visitor}-${round}-${Date.now()}@bench.test`;
      const campaign = (await call('landing: campaign', campaignApiRoutes.campaign(GAME)))?.data as
        { termsVersion: string; eulaVersion: string } | undefined;
      if (!campaign) continue;
      if (
        !(await call('pre-registration: email', campaignApiRoutes.preRegistrationEmail(GAME), {
          method: 'POST',
          body: { email },
        }))
      )
        continue;
      const password = encodePassword('abc123');
      if (
        !(await call('pre-registration: code', campaignApiRoutes.preRegistrationCode(GAME), {
          method: 'POST',
          body: { email, password },
        }))
      )
        continue;
      const outbox = (await call('dev outbox', devRoutes.mailJson))?.data as
        { to: string; text: string }[] | undefined;
      const code = /\b(\d{6})\b/.exec(outbox?.find((mail) => mail.to === email)?.text ?? '')?.[1];
      if (!code) {
        if (errorSamples.length < 5) errorSamples.push(`dev outbox: no code for ${email}`);
        continue;
      }
      const session = (
        await call('pre-registration: verify', campaignApiRoutes.preRegistrationVerify(GAME), {
          method: 'POST',
          body: { email, code },
        })
      )?.data as { token: string } | undefined;
      if (!session) continue;
      const consent = await call('pre-registration: consent', campaignApiRoutes.preRegistration(GAME), {
        method: 'POST',
        token: session.token,
        body: {
          agreeTerms: true,
          agreeEula: true,
          termsVersion: campaign.termsVersion,
          eulaVersion: campaign.eulaVersion,
        },
      });
      if (consent) preRegistrations++;
    }
  }

  async function returningPlayer(player: BenchPlayer) {
    let token: string | undefined;
    for (let round = 0; Date.now() < deadline; round++) {
      if (!token || round % 5 === 0) {
        const session = (
          await call('sign-in', endpointUrl(authEndpoints.login), {
            method: 'POST',
            body: JSON.parse(player.body),
          })
        )?.data as { token: string } | undefined;
        token = session?.token;
        if (!token) continue;
      }
      await call('/me', endpointUrl(authEndpoints.me), { token });
      const transfer = await call('transfer', endpointUrl(transferEndpoints.create), {
        method: 'POST',
        token,
        body: { gameCode: TRANSFER_GAME, gameAccountId: 'bench-hero', amount: 1 },
      });
      if (transfer) transfers++;
      await call('/me', endpointUrl(authEndpoints.me), { token });
    }
  }

  let returning = 0;
  await Promise.all(
    Array.from({ length: visitors }, (_, visitor) => {
      const role = visitor % 10;
      if (role < 6) return landingVisitor();
      if (role === 6) return newPlayer(visitor);
      const player = players[returning++ % players.length]!;
      return returningPlayer(player);
    }),
  );
  return { seconds, operations, errorSamples, preRegistrations, transfers, proofsSolved };
}

export function percentile(values: number[], share: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
}
