import { MetadataGroupSchema, MetadataKeySchema, METADATA_GROUPS } from '@portal/contracts';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../db/database';
import { createGamesRepository } from '../games/repository';
import { createGamesService } from '../games/service';
import { createMetadataRepository } from '../metadata/repository';
import { createMetadataService, MetadataValueError } from '../metadata/service';
import { runCampaignCommand } from './campaignCommands';
import { runFeedbackCommand } from './feedbackCommands';
import { runMoneyCommand } from './moneyCommands';
import { runPuzzleCommand } from './puzzleCommands';
import { runThrottleCommand } from './throttleCommands';

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

export const ADMIN_USAGE = `Usage: npm run admin -w @portal/api -- <command>

Commands:
  metadata get <group> <key>                     Print the latest record of a key
  metadata set <group> <key> <json> [--version N] Store a JSON value (default version 1)
  games list                                     List the game catalogue
  feedback list|export [--since <when>] …        Recent feedback; CSV export (feedback help)
  wallet grant|revoke|show|ledger|check …, jobs run …  Money: ledger adjustments and jobs (wallet help)
  campaign list|config|counter|codes|raffle|export …  Campaigns: config, counts, reward codes, raffle (campaign help)
  puzzle list|define|codes …                     Puzzle events: picture, grid, dates, reward codes (puzzle help)
  maintenance|announcement on|off|status …       Switch maintenance / the announcement, also while the API runs (maintenance help)
  throttle list|clear <subject> [--scope S]      Sign-in throttles: who is held back; forget a subject (throttle help)
  studios list|add|remove <origin>               Studio sites allowed to embed the portal (CORS allowlist)
  help                                           Show this help

Groups: ${METADATA_GROUPS.join(', ')}`;

class UsageError extends Error {}

function parseGroup(raw: string | undefined) {
  const result = v.safeParse(MetadataGroupSchema, raw);
  if (!result.success) throw new UsageError(result.issues[0].message);
  return result.output;
}

function parseKey(raw: string | undefined) {
  const result = v.safeParse(MetadataKeySchema, raw);
  if (!result.success) throw new UsageError(result.issues[0].message);
  return result.output;
}

function takeVersion(args: string[]): { rest: string[]; version: number } {
  const index = args.indexOf('--version');
  if (index === -1) return { rest: args, version: 1 };
  const raw = args[index + 1] ?? '';
  if (!/^[1-9]\d{0,8}$/.test(raw)) throw new UsageError('--version must be a positive integer');
  return { rest: [...args.slice(0, index), ...args.slice(index + 2)], version: Number(raw) };
}

/** Runs one operator command; returns the process exit code (0 ok, 1 failed, 2 usage). */
export async function runAdminCommand(
  argv: readonly string[],
  db: Kysely<Database>,
  io: CliIo,
): Promise<number> {
  const [area, command, ...args] = argv;
  const metadata = createMetadataService(createMetadataRepository(db));
  try {
    if (area === 'metadata' && command === 'get') {
      if (args.length !== 2) throw new UsageError('metadata get takes <group> <key>');
      const group = parseGroup(args[0]);
      const key = parseKey(args[1]);
      const record = await metadata.get(group, key);
      if (!record) {
        io.err(`No metadata "${key}" in group ${group}`);
        return 1;
      }
      io.out(JSON.stringify(record, null, 2));
      return 0;
    }
    if (area === 'metadata' && command === 'set') {
      const { rest, version } = takeVersion(args);
      if (rest.length !== 3) throw new UsageError('metadata set takes <group> <key> <json> [--version N]');
      const record = await metadata.set({
        group: parseGroup(rest[0]),
        key: parseKey(rest[1]),
        version,
        value: rest[2] ?? '',
      });
      io.out(JSON.stringify(record, null, 2));
      return 0;
    }
    if (area === 'games' && command === 'list' && args.length === 0) {
      const games = await createGamesService(createGamesRepository(db)).list();
      for (const game of games) {
        const platforms = game.gamePlatforms.map((platform) => platform.code).join(',');
        io.out(`${game.gameCode.padEnd(20)} ${game.status.padEnd(13)} ${platforms.padEnd(16)} ${game.name}`);
      }
      io.out(`${games.length} game(s)`);
      return 0;
    }
    if (area === 'feedback') return await runFeedbackCommand(argv.slice(1), db, io);
    if (area === 'throttle') return await runThrottleCommand(argv.slice(1), db, io);
    if (area === 'campaign') return await runCampaignCommand(argv.slice(1), db, io);
    if (area === 'puzzle') return await runPuzzleCommand(argv.slice(1), db, io);
    if (area === 'wallet' || area === 'jobs') return await runMoneyCommand(argv, db, io);
    if (area === undefined || area === 'help' || area === '--help') {
      io.out(ADMIN_USAGE);
      return 0;
    }
    throw new UsageError(`Unknown command: ${argv.join(' ')}`);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\n${ADMIN_USAGE}`);
      return 2;
    }
    if (error instanceof MetadataValueError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}
