import { recordAudit } from '../admin/audit';
import type { AdminIdentity } from '../admin/access';
import { ADMIN_USAGE } from './usage';
import { ADMIN_COMMANDS, actionOf, isHelp, type AdminCommandContext } from './commandTable';

/** Exit codes of every admin command. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** Quotes what a shell would split, so the audit detail reads as the command line that ran. */
export const commandLine = (argv: readonly string[]) =>
  argv.map((arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`)).join(' ');

/** The usage text for `argv` when it asks for help (or names no command), else null. Needs no database. */
export function helpFor(argv: readonly string[]): string | null {
  const [area, ...args] = argv;
  if (isHelp(argv)) return ADMIN_USAGE;
  const entry = area === undefined ? undefined : ADMIN_COMMANDS[area];
  return entry && (args.length === 0 ? !entry.runsBare : isHelp(args)) ? entry.usage : null;
}

/** The command changes nothing (a read-only token may run it). Unknown commands count as changes. */
export function readsOnly(argv: readonly string[]): boolean {
  const [area = '', ...args] = argv;
  return isHelp(argv) || (ADMIN_COMMANDS[area]?.readsOnly(args) ?? false);
}

export interface CommandRun extends Omit<AdminCommandContext, 'operator'> {
  identity: AdminIdentity;
  via: 'cli' | 'api';
  requestId?: string;
}

/**
 * Runs one admin command for an operator: refuses a change to a read-only identity, runs it, and
 * appends every change (done or refused by the command) to the audit trail. Usage errors change
 * nothing and are not audited. Returns the exit code.
 */
export async function executeAdminCommand(argv: readonly string[], run: CommandRun): Promise<number> {
  const help = helpFor(argv);
  if (help) {
    run.io.out(help);
    return EXIT.ok;
  }
  const [area = '', ...args] = argv;
  const entry = ADMIN_COMMANDS[area];
  if (!entry) {
    run.io.err(`Unknown command: ${commandLine(argv)}\n\n${ADMIN_USAGE}`);
    return EXIT.usage;
  }
  const changes = !entry.readsOnly(args);
  if (changes && run.identity.scope !== 'write') {
    run.io.err(`"${actionOf(argv)}" changes the portal: this admin token is read-only`);
    return EXIT.failed;
  }
  const audit = (outcome: 'ok' | 'failed') =>
    recordAudit(run.db, {
      operator: run.identity.operator,
      action: actionOf(argv),
      detail: commandLine(argv),
      outcome,
      via: run.via,
      requestId: run.requestId,
    });
  let code: number;
  try {
    code = await entry.run(args, { ...run, operator: run.identity.operator });
  } catch (error) {
    if (changes) await audit('failed');
    throw error;
  }
  if (changes && code !== EXIT.usage) await audit(code === EXIT.ok ? 'ok' : 'failed');
  return code;
}
