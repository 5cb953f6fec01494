import { MetadataGroupSchema, MetadataKeySchema } from '@portal/contracts';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../db/database';
import { createGamesRepository } from '../games/repository';
import { createGamesService } from '../games/service';
import { createMetadataRepository } from '../metadata/repository';
import { createMetadataService, MetadataValueError } from '../metadata/service';
import type { CliIo } from './adminCommands';
import { ADMIN_USAGE } from './usage';

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

/** `metadata get|set …`; returns the exit code (0 ok, 1 failed, 2 usage). */
export async function runMetadataCommand(
  argv: readonly string[],
  db: Kysely<Database>,
  io: CliIo,
): Promise<number> {
  const [command, ...args] = argv;
  const metadata = createMetadataService(createMetadataRepository(db));
  try {
    if (command === 'get') {
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
    if (command === 'set') {
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
    throw new UsageError(`Unknown command: metadata ${argv.join(' ')}`);
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

/** `games list`: the catalogue, one game a line. */
export async function runGamesCommand(
  argv: readonly string[],
  db: Kysely<Database>,
  io: CliIo,
): Promise<number> {
  if (argv[0] !== 'list' || argv.length !== 1) {
    io.err(`Unknown command: games ${argv.join(' ')}\n\n${ADMIN_USAGE}`);
    return 2;
  }
  const games = await createGamesService(createGamesRepository(db)).list();
  for (const game of games) {
    const platforms = game.gamePlatforms.map((platform) => platform.code).join(',');
    io.out(`${game.gameCode.padEnd(20)} ${game.status.padEnd(13)} ${platforms.padEnd(16)} ${game.name}`);
  }
  io.out(`${games.length} game(s)`);
  return 0;
}
