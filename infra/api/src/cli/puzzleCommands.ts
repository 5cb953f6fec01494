import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { userInfo } from 'node:os';
import { PUZZLE_MAX_SIDE, type PuzzleImageType } from '@portal/contracts';
import type { Kysely } from 'kysely';
import {
  CampaignError,
  parseCodesCsv,
  codesLeft,
  defineEvent,
  importPuzzleCodes,
  listEvents,
  findEvent,
} from '../campaign';
import { ApiHttpError } from '../http/errors';
import type { Database } from '../db/database';
import type { CliIo } from './adminCommands';

export const PUZZLE_USAGE = `Puzzle commands (npm run admin -w @portal/api -- puzzle …):
  puzzle list <game>                                     Events with dates, grid, status and codes left
  puzzle define <game> <event> [options]                 Create or change an event (the anniversary page is event "anniversary"):
      --title <text> --reward <text> --start <ISO date> --end <ISO date>
      --grid <rows>x<columns> (1-${PUZZLE_MAX_SIDE} each) --image <file.svg|.webp|.png> [--codes <file.csv>]
  puzzle codes <game> <event> <file.csv>                 Add reward codes to an event's pool (first column; duplicates skipped)`;

class PuzzleUsageError extends Error {}

const IMAGE_TYPES: Record<string, PuzzleImageType> = {
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
};

function options(args: readonly string[]): Map<string, string> {
  const map = new Map<string, string>();
  for (let index = 0; index < args.length; index += 2) {
    const flag = args[index]!;
    const value = args[index + 1];
    if (!flag.startsWith('--') || value === undefined)
      throw new PuzzleUsageError(`Unknown or incomplete option: ${flag}`);
    map.set(flag, value);
  }
  return map;
}

function date(flag: string, raw: string | undefined): Date {
  const value = raw ? new Date(raw) : new Date(NaN);
  if (!raw || !/^\d{4}-\d{2}-\d{2}/.test(raw) || Number.isNaN(value.getTime())) {
    throw new PuzzleUsageError(`${flag} must be an ISO date such as 2026-06-01T00:00:00Z`);
  }
  return value;
}

function grid(raw: string | undefined): { rows: number; columns: number } {
  const match = /^(\d)x(\d)$/.exec(raw ?? '');
  const rows = Number(match?.[1]);
  const columns = Number(match?.[2]);
  if (
    !match ||
    rows < 1 ||
    columns < 1 ||
    rows > PUZZLE_MAX_SIDE ||
    columns > PUZZLE_MAX_SIDE ||
    rows * columns < 2
  ) {
    throw new PuzzleUsageError(
      `--grid must be <rows>x<columns>, 1-${PUZZLE_MAX_SIDE} each, at least two pieces`,
    );
  }
  return { rows, columns };
}

const text = (flag: string, raw: string | undefined) => {
  if (!raw || raw.length > 120) throw new PuzzleUsageError(`${flag} takes a text of 1 to 120 characters`);
  return raw;
};

/** `puzzle …` of the admin CLI; returns the exit code (0 ok, 1 refused, 2 usage). */
export async function runPuzzleCommand(
  argv: readonly string[],
  db: Kysely<Database>,
  io: CliIo,
  operator = userInfo().username,
): Promise<number> {
  const [command, game, ...rest] = argv;
  const read = io.readFile ?? ((path: string) => readFile(path));
  try {
    if (command === 'list' && game && rest.length === 0) {
      for (const { event, codesLeft } of await listEvents(db, game, new Date())) {
        io.out(
          `${event.eventCode.padEnd(24)} ${event.status.padEnd(9)} ${new Date(event.startsAt * 1000).toISOString()} → ${new Date(event.endsAt * 1000).toISOString()} ${event.rows}x${event.columns} codes left ${codesLeft}  ${event.title}`,
        );
      }
      return 0;
    }
    if (command === 'define' && game && rest[0]) {
      const [eventCode, ...flags] = rest;
      const given = options(flags);
      const imagePath = given.get('--image');
      const type = imagePath ? IMAGE_TYPES[extname(imagePath).toLowerCase()] : undefined;
      if (!imagePath || !type) throw new PuzzleUsageError('--image takes an .svg, .webp or .png file');
      const codesPath = given.get('--codes');
      const result = await defineEvent(
        db,
        game,
        eventCode!,
        {
          title: text('--title', given.get('--title')),
          rewardTitle: text('--reward', given.get('--reward')),
          startsAt: date('--start', given.get('--start')),
          endsAt: date('--end', given.get('--end')),
          ...grid(given.get('--grid')),
          image: { type, bytes: await read(imagePath) },
          codes: codesPath ? parseCodesCsv((await read(codesPath)).toString('utf8')).codes : [],
        },
        new Date(),
        operator,
      );
      io.out(JSON.stringify(result, null, 2));
      return 0;
    }
    if (command === 'codes' && game && rest.length === 2) {
      const [eventCode, file] = rest;
      const event = await findEvent(db, game, eventCode!);
      if (!event) throw new PuzzleUsageError(`No event "${eventCode}" for ${game}`);
      const { codes, invalid } = parseCodesCsv((await read(file!)).toString('utf8'));
      const added = await importPuzzleCodes(db, event.id, codes, new Date());
      io.out(
        `${added} code(s) added, ${codes.length - added} already in the pool, ${invalid.length} invalid line(s); ${await codesLeft(db, event.id)} left`,
      );
      return 0;
    }
    if (command === undefined || command === 'help') {
      io.out(PUZZLE_USAGE);
      return 0;
    }
    throw new PuzzleUsageError(`Unknown puzzle command: ${argv.join(' ')}`);
  } catch (error) {
    if (error instanceof PuzzleUsageError) {
      io.err(`${error.message}\n\n${PUZZLE_USAGE}`);
      return 2;
    }
    if (error instanceof CampaignError || error instanceof ApiHttpError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}
