import { userInfo } from 'node:os';
import {
  ADMIN_TOKEN_HEADER,
  campaignAdminApiRoutes,
  CampaignSchema,
  envelope,
  type ErrorEnvelope,
  RaffleDrawResultSchema,
  RaffleWinnerRecordListSchema,
} from '@portal/contracts';
import * as v from 'valibot';
import { settingsToPayload } from '../campaign/operator';
import { OPERATOR_HEADER } from '../campaign/http/adminRoutes';
import type { AdminEndpoint } from '../metadata/adminEndpoint';
import type { CliIo } from './adminCommands';
import {
  CAMPAIGN_USAGE,
  CampaignUsageError,
  drawSeedOf,
  gameCodeOf,
  parseCampaignSettings,
  parseCreateOptions,
  printDraw,
  printWinners,
} from './campaignCommands';

/** The API refused the call or did not answer: its message, exit code 1. */
class CampaignApiError extends Error {}

export interface CampaignApiCliOptions {
  actor?: string;
  fetchImpl?: typeof fetch;
}

/**
 * `campaign …` while the API runs on PGlite (it holds the data directory): `config`, `raffle draw`
 * and `raffle winners` go through its admin routes (x-admin-token from the endpoint file); the
 * other commands need the database and say so. Returns the exit code like runCampaignCommand.
 */
export async function runCampaignCommandViaApi(
  argv: readonly string[],
  endpoint: Pick<AdminEndpoint, 'url' | 'token'>,
  io: CliIo,
  { actor = `operator:${userInfo().username}`, fetchImpl = fetch }: CampaignApiCliOptions = {},
): Promise<number> {
  async function call<S extends v.GenericSchema>(
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    path: string,
    schema: S,
    body?: object,
  ): Promise<v.InferOutput<S>> {
    let response: Response;
    try {
      response = await fetchImpl(new URL(path, endpoint.url), {
        method,
        headers: {
          accept: 'application/json',
          [ADMIN_TOKEN_HEADER]: endpoint.token,
          [OPERATOR_HEADER]: actor.replace(/[^A-Za-z0-9:._@-]/g, '_').slice(0, 64),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      throw new CampaignApiError(
        `The API at ${endpoint.url} did not answer (${error instanceof Error ? error.message : String(error)})`,
      );
    }
    const answer = v.safeParse(envelope(schema), await response.json().catch(() => null));
    if (!answer.success) throw new CampaignApiError(`The API at ${endpoint.url} answered ${response.status}`);
    const output = answer.output as { success: true; data: v.InferOutput<S> } | ErrorEnvelope;
    if (!output.success)
      throw new CampaignApiError(output.errors[0]?.message ?? `The API answered ${response.status}`);
    return output.data;
  }

  const [command, ...args] = argv;
  try {
    if (command === 'create') {
      const gameCode = gameCodeOf(args[0]);
      const payload = parseCreateOptions(args.slice(1));
      io.out(
        JSON.stringify(
          await call('PUT', campaignAdminApiRoutes.create(gameCode), CampaignSchema, payload),
          null,
          2,
        ),
      );
      return 0;
    }
    if (command === 'config') {
      const gameCode = gameCodeOf(args[0]);
      const settings = settingsToPayload(parseCampaignSettings(args.slice(1)));
      const campaign = await call(
        'PATCH',
        campaignAdminApiRoutes.settings(gameCode),
        CampaignSchema,
        settings,
      );
      io.out(JSON.stringify(campaign, null, 2));
      return 0;
    }
    if (command === 'raffle' && (args[0] === 'draw' || args[0] === 'winners')) {
      const [sub, rawGame, ...rest] = args;
      const gameCode = gameCodeOf(rawGame);
      if (sub === 'draw') {
        const seed = drawSeedOf(rest);
        const path = campaignAdminApiRoutes.raffleDraw(gameCode);
        printDraw(io, await call('POST', path, RaffleDrawResultSchema, seed ? { seed } : {}));
        return 0;
      }
      if (rest.length > 0) throw new CampaignUsageError('raffle winners takes <game>');
      const path = campaignAdminApiRoutes.raffleWinners(gameCode);
      printWinners(io, await call('GET', path, RaffleWinnerRecordListSchema));
      return 0;
    }
    if (command === undefined || command === 'help') {
      io.out(CAMPAIGN_USAGE);
      return 0;
    }
    io.err(
      `"campaign ${argv.join(' ')}" needs the database, which the running API at ${endpoint.url} holds ` +
        '(PGlite is one process): stop the API and run it again, or use PostgreSQL (DATABASE_URL). ' +
        'While the API runs: campaign create, campaign config, campaign raffle draw, campaign raffle winners.',
    );
    return 1;
  } catch (error) {
    if (error instanceof CampaignUsageError) {
      io.err(`${error.message}\n\n${CAMPAIGN_USAGE}`);
      return 2;
    }
    if (error instanceof CampaignApiError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}
