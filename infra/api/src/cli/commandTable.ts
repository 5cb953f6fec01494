import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { CliIo } from './adminCommands';
import { runGamesCommand, runMetadataCommand } from './catalogueCommands';
import { ADMIN_USAGE } from './usage';
import { AUDIT_USAGE, runAuditCommand } from './auditCommands';
import { CAMPAIGN_USAGE, runCampaignCommand } from './campaignCommands';
import { CONTENT_USAGE, runContentCommand } from './contentCommands';
import { FEEDBACK_USAGE, runFeedbackCommand } from './feedbackCommands';
import { FINANCE_USAGE, runFinanceCommand } from './financeCommands';
import { GACHA_USAGE, runGachaCommand } from './gachaCommands';
import { databaseStore } from './metadataStores';
import { MONEY_USAGE, runMoneyCommand } from './moneyCommands';
import { NEWS_USAGE, runNewsCommand } from './newsCommands';
import { PUZZLE_USAGE, runPuzzleCommand } from './puzzleCommands';
import { runShellCommand, SHELL_COMMANDS_USAGE } from './shellCommands';
import { runStudiosCommand, STUDIOS_USAGE } from './studioCommands';
import { databaseStudioStore } from './studioStores';
import { runThrottleCommand, THROTTLE_USAGE } from './throttleCommands';

/** What a command gets, wherever it runs (the CLI on the database, or the API's command route). */
export interface AdminCommandContext {
  db: Kysely<Database>;
  io: CliIo;
  /** Who runs it: the audit trail and the domains' own audit rows name them. */
  operator: string;
  /** Where changes go, for the command's last line ("the database", "the running API"). */
  where: string;
  /** The deploy registry's folder (DEPLOY_DIR), whose release history `audit` lists; null: none here. */
  releasesDir: string | null;
}

/**
 * One area of the admin CLI (`wallet`, `campaign`, …). To add commands: write `<area>Commands.ts`
 * (a run function and a usage text) and add its entry below. Nothing else: the CLI runs it on the
 * database when the portal is stopped and through `POST /api/admin/commands` while it runs; a
 * read-only token may run it only when `readsOnly` says so; every other run is audited.
 */
export interface AdminCommandArea {
  usage: string;
  /** The bare area word runs the command (`audit`) instead of printing the usage. */
  runsBare?: boolean;
  /** The arguments after the area word change nothing (read-only tokens may run them; not audited). */
  readsOnly(args: readonly string[]): boolean;
  run(args: readonly string[], context: AdminCommandContext): Promise<number>;
}

const HELP = new Set([undefined, 'help', '--help', '-h']);
/** `<area>`, `<area> help` and `<area> --help` print the usage (no database needed). */
export const isHelp = (args: readonly string[]) => HELP.has(args[0]);
const readsWhen =
  (...commands: string[]) =>
  (args: readonly string[]) =>
    isHelp(args) || commands.includes(args[0] ?? '');

export const ADMIN_COMMANDS: Readonly<Record<string, AdminCommandArea>> = {
  metadata: {
    usage: ADMIN_USAGE,
    readsOnly: readsWhen('get'),
    run: (args, { db, io }) => runMetadataCommand(args, db, io),
  },
  games: {
    usage: ADMIN_USAGE,
    readsOnly: () => true,
    run: (args, { db, io }) => runGamesCommand(args, db, io),
  },
  feedback: {
    usage: FEEDBACK_USAGE,
    readsOnly: () => true,
    run: (args, { db, io }) => runFeedbackCommand(args, db, io),
  },
  wallet: {
    usage: MONEY_USAGE,
    readsOnly: readsWhen('show', 'ledger', 'check'),
    run: (args, { db, io }) => runMoneyCommand(['wallet', ...args], db, io),
  },
  jobs: {
    usage: MONEY_USAGE,
    readsOnly: isHelp,
    run: (args, { db, io }) => runMoneyCommand(['jobs', ...args], db, io),
  },
  gacha: {
    usage: GACHA_USAGE,
    readsOnly: readsWhen('prizes'),
    run: (args, { db, io }) => runGachaCommand(args, db, io),
  },
  finance: {
    usage: FINANCE_USAGE,
    readsOnly: readsWhen('export'),
    run: (args, { db, io, operator }) => runFinanceCommand(args, db, io, { operator }),
  },
  campaign: {
    usage: CAMPAIGN_USAGE,
    readsOnly: (args) =>
      readsWhen('list', 'export')(args) ||
      (args[0] === 'counter' && args.length <= 2) ||
      (args[0] === 'raffle' && (args[1] === 'verify' || args[1] === 'winners')),
    run: (args, { db, io, operator }) => runCampaignCommand(args, db, io, { actor: operator }),
  },
  puzzle: {
    usage: PUZZLE_USAGE,
    readsOnly: readsWhen('list'),
    run: (args, { db, io, operator }) => runPuzzleCommand(args, db, io, operator),
  },
  maintenance: {
    usage: SHELL_COMMANDS_USAGE,
    readsOnly: readsWhen('status'),
    run: (args, { db, io, where }) => runShellCommand(['maintenance', ...args], databaseStore(db, where), io),
  },
  announcement: {
    usage: SHELL_COMMANDS_USAGE,
    readsOnly: readsWhen('status'),
    run: (args, { db, io, where }) =>
      runShellCommand(['announcement', ...args], databaseStore(db, where), io),
  },
  content: {
    usage: CONTENT_USAGE,
    readsOnly: readsWhen('list', 'show'),
    run: (args, { db, io, where }) => runContentCommand(args, db, io, where),
  },
  news: {
    usage: NEWS_USAGE,
    readsOnly: readsWhen('list', 'show'),
    run: (args, { db, io, where, operator }) => runNewsCommand(args, db, io, { where, operator }),
  },
  throttle: {
    usage: THROTTLE_USAGE,
    readsOnly: readsWhen('list'),
    run: (args, { db, io }) => runThrottleCommand(args, db, io),
  },
  studios: {
    usage: STUDIOS_USAGE,
    readsOnly: readsWhen('list'),
    run: (args, { db, io, operator }) =>
      runStudiosCommand(args, databaseStudioStore(db, `operator:${operator}`), io),
  },
  audit: {
    usage: AUDIT_USAGE,
    runsBare: true,
    readsOnly: () => true,
    run: (args, { db, io, releasesDir }) => runAuditCommand(args, db, io, { releasesDir }),
  },
};

/** What the audit trail calls a run: the area and the command words (`wallet grant`, `campaign raffle draw`). */
export function actionOf(argv: readonly string[]): string {
  const words: string[] = [];
  for (const word of argv.slice(0, 3)) {
    if (!/^[a-z][a-z-]*$/.test(word) || (words.length >= 2 && argv[0] !== 'campaign')) break;
    words.push(word);
  }
  return words.join(' ') || (argv[0] ?? '');
}
