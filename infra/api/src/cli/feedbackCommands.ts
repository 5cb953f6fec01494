import { parseArgs } from 'node:util';
import { FEEDBACK_LIST_MAX } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { feedbackCsvHeader, feedbackCsvRow } from '../feedback/csv';
import { createFeedbackRepository } from '../feedback/repository';
import { createFeedbackReports } from '../feedback/service';
import type { CliIo } from './adminCommands';

export const FEEDBACK_USAGE = `Feedback commands:
  feedback list [--since <when>] [--limit N]        Newest first (default the last 20, at most ${FEEDBACK_LIST_MAX})
  feedback export --format csv [--since <when>]     Every feedback since <when>, oldest first, as CSV on stdout

<when> is a date or time in UTC (2024-05-01, 2024-05-01T08:30:00Z) or an age: 30m, 24h, 7d.`;

class FeedbackUsageError extends Error {}

const AGE_UNITS: Record<string, number> = { m: 60, h: 3600, d: 86400 };

/** `7d` → seven days before now; an ISO date or time → that instant (UTC when no zone is given). */
export function parseSince(raw: string, now: Date): Date {
  const age = /^(\d{1,6})([mhd])$/.exec(raw);
  if (age) return new Date(now.getTime() - Number(age[1]) * (AGE_UNITS[age[2] ?? 'd'] ?? 0) * 1000);
  if (/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/.test(raw)) {
    const hasZone = /(Z|[+-]\d{2}:\d{2})$/.test(raw) && raw.includes('T');
    const date = new Date(raw.includes('T') && !hasZone ? `${raw}Z` : raw);
    if (!Number.isNaN(date.getTime())) return date;
  }
  throw new FeedbackUsageError(
    `--since: "${raw}" is not a date (2024-05-01), a time or an age (7d, 24h, 30m)`,
  );
}

/**
 * `--name value` options through node:util parseArgs (strict: unknown options, a missing value and
 * stray words are usage errors), as a map keyed by `--name`.
 */
function readOptions(args: readonly string[], allowed: readonly string[]): Map<string, string> {
  const options = Object.fromEntries(
    allowed.map((flag) => [flag.replace(/^--/, ''), { type: 'string' as const }]),
  );
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({ args: [...args], options, strict: true, allowPositionals: false }));
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    const flag = /'(--[\w-]+)/.exec(message)?.[1] ?? /(--[\w-]+)/.exec(message)?.[1] ?? '';
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') throw new FeedbackUsageError(`Unknown option: ${flag}`);
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') throw new FeedbackUsageError(`${flag} needs a value`);
    throw new FeedbackUsageError(message);
  }
  for (const flag of allowed) {
    const value = values[flag.replace(/^--/, '')];
    if (typeof value === 'string' && value.startsWith('--'))
      throw new FeedbackUsageError(`${flag} needs a value`);
  }
  return new Map(
    Object.entries(values).flatMap(([name, value]) =>
      typeof value === 'string' ? [[`--${name}`, value] as const] : [],
    ),
  );
}

const oneLine = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');

/** `feedback list|export …` of the admin CLI; returns the exit code (0 ok, 2 usage). */
export async function runFeedbackCommand(
  argv: readonly string[],
  db: Kysely<Database>,
  io: CliIo,
  now: () => Date = () => new Date(),
): Promise<number> {
  const [command, ...args] = argv;
  const feedback = createFeedbackReports(createFeedbackRepository(db));
  try {
    if (command === undefined || command === 'help' || command === '--help') {
      io.out(FEEDBACK_USAGE);
      return 0;
    }
    if (command === 'list') {
      const options = readOptions(args, ['--since', '--limit']);
      const rawLimit = options.get('--limit') ?? '20';
      if (!/^\d{1,4}$/.test(rawLimit) || Number(rawLimit) < 1 || Number(rawLimit) > FEEDBACK_LIST_MAX) {
        throw new FeedbackUsageError(`--limit must be an integer from 1 to ${FEEDBACK_LIST_MAX}`);
      }
      const since = options.has('--since') ? parseSince(options.get('--since') ?? '', now()) : undefined;
      const records = await feedback.list(Number(rawLimit), since);
      for (const record of records) {
        const sent = new Date(record.createdAt * 1000).toISOString();
        const who = record.userId === null ? 'visitor' : `user ${record.userId}`;
        io.out(
          `#${record.id} ${sent} ${record.page} ${who}${record.email ? ` <${record.email}>` : ''} [${record.language ?? '-'}]`,
        );
        io.out(`  ${oneLine(record.description)}`);
      }
      io.out(`${records.length} feedback(s)`);
      return 0;
    }
    if (command === 'export') {
      const options = readOptions(args, ['--since', '--format']);
      const format = options.get('--format');
      if (format !== 'csv') throw new FeedbackUsageError('export needs --format csv (the only format)');
      const since = options.has('--since') ? parseSince(options.get('--since') ?? '', now()) : undefined;
      io.out(feedbackCsvHeader());
      for await (const record of feedback.all(since)) io.out(feedbackCsvRow(record));
      return 0;
    }
    throw new FeedbackUsageError(`Unknown feedback command: ${command}`);
  } catch (error) {
    if (error instanceof FeedbackUsageError) {
      io.err(`${error.message}\n\n${FEEDBACK_USAGE}`);
      return 2;
    }
    throw error;
  }
}
