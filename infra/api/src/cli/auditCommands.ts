import { readDeployRegistryFile } from '@portal/routes/deployRegistryFile';
import type { ReleaseEvent } from '@portal/routes/registry';
import type { Kysely } from 'kysely';
import { AUDIT_CSV_HEADER, auditCsvRow, listAudit, type AuditRecord } from '../admin/audit';
import type { Database } from '../db/database';
import type { CliIo } from './adminCommands';
import { parseSince } from './feedbackCommands';
import { readCliOptions } from './options';

export const AUDIT_USAGE = `Audit trail (every grant, revoke, refund, settings change, maintenance switch, release, draw):
  audit [--since <when>] [--limit N] [--format csv]   Oldest first (default: the last 7 days, at most 1000)

<when> is a date or time in UTC (2024-05-01, 2024-05-01T08:30:00Z) or an age: 30m, 24h, 7d.
Columns: time, operator, action, outcome, via (cli: the database; api: a running API; deploy: the
deploy registry's release history, DEPLOY_DIR), command line or release.`;

class AuditUsageError extends Error {}

/** A release (deploy, canary, promote, rollback) as the audit trail shows it. */
const releaseEntry = (event: ReleaseEvent): AuditRecord => ({
  id: null,
  createdAt: new Date(event.at),
  operator: event.by,
  action: `release ${event.action}`,
  detail: `${event.app} ${event.version}${event.action === 'canary' && event.percent ? ` ${event.percent} %` : ''}${event.reason ? `: ${event.reason}` : ''}`,
  outcome: 'ok',
  via: 'deploy',
});

/**
 * `audit …` of the admin CLI; returns the exit code (0 ok, 2 usage). The API's entries and, when
 * `releasesDir` holds a deploy registry, its release history, merged by time.
 */
export async function runAuditCommand(
  argv: readonly string[],
  db: Kysely<Database>,
  io: CliIo,
  { releasesDir = null, now = () => new Date() }: { releasesDir?: string | null; now?: () => Date } = {},
): Promise<number> {
  try {
    const { options } = readCliOptions(
      argv[0] === 'list' ? argv.slice(1) : argv,
      ['--since', '--limit', '--format'],
      (message) => new AuditUsageError(message),
    );
    const last = (name: string) => options.get(name)?.at(-1);
    const format = last('--format') ?? 'text';
    if (format !== 'text' && format !== 'csv')
      throw new AuditUsageError('--format takes csv (or text, the default)');
    const rawLimit = last('--limit') ?? '1000';
    if (!/^\d{1,5}$/.test(rawLimit) || Number(rawLimit) < 1 || Number(rawLimit) > 10_000)
      throw new AuditUsageError('--limit must be an integer from 1 to 10000');
    let since: Date;
    try {
      since = parseSince(last('--since') ?? '7d', now());
    } catch (error) {
      throw new AuditUsageError(error instanceof Error ? error.message : String(error));
    }
    const limit = Number(rawLimit);
    const registry = releasesDir ? await readDeployRegistryFile(releasesDir) : null;
    const releases = (registry?.events ?? []).map(releaseEntry).filter((entry) => entry.createdAt >= since);
    const records = [...(await listAudit(db, { since, limit })), ...releases]
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .slice(0, limit);
    if (format === 'csv') {
      io.out(AUDIT_CSV_HEADER);
      for (const record of records) io.out(auditCsvRow(record));
      return 0;
    }
    for (const record of records) {
      io.out(
        `${record.createdAt.toISOString()}  ${record.operator.padEnd(16)} ${record.action.padEnd(22)} ${record.outcome.padEnd(6)} ${record.via.padEnd(6)}  ${record.detail}`,
      );
    }
    io.out(`${records.length} entr${records.length === 1 ? 'y' : 'ies'} since ${since.toISOString()}`);
    return 0;
  } catch (error) {
    if (error instanceof AuditUsageError) {
      io.err(`${error.message}\n\n${AUDIT_USAGE}`);
      return 2;
    }
    throw error;
  }
}
