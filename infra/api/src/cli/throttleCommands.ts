import type { Kysely } from 'kysely';
import { createThrottle, type ThrottleScope } from '../auth';
import type { Database } from '../db/database';
import type { CliIo } from './adminCommands';

export const THROTTLE_USAGE = `Throttle commands (sign-in and reset limits, README "Sign-in throttling"):
  throttle list                          Subjects with counted failures or a running back-off, newest first
  throttle clear <subject> [--scope S]   Forget a subject's counts: an email, an IP, or email|ip:<IP>

Scopes: login:account, login:ip, login:account-source, code:email, code:ip, reset:email, reset:ip,
reset-try:ip, reset-try:token, reset:account.`;

const SCOPES: readonly ThrottleScope[] = [
  'login:account',
  'login:ip',
  'login:account-source',
  'code:email',
  'code:ip',
  'reset:email',
  'reset:ip',
  'reset-try:ip',
  'reset-try:token',
  'reset:account',
];

const isScope = (value: string): value is ThrottleScope => (SCOPES as readonly string[]).includes(value);

/** `throttle list|clear …` of the admin CLI; returns the exit code (0 ok, 2 usage). */
export async function runThrottleCommand(
  argv: readonly string[],
  db: Kysely<Database>,
  io: CliIo,
  now: () => Date = () => new Date(),
): Promise<number> {
  const [command, subject, ...options] = argv;
  const throttle = createThrottle(db);
  if (command === 'list' && subject === undefined) {
    const rows = await throttle.list(now());
    for (const row of rows) {
      const blocked =
        row.blockedUntil && row.blockedUntil > now()
          ? `blocked until ${row.blockedUntil.toISOString()}`
          : 'not blocked';
      io.out(
        `${row.scope.padEnd(22)} ${row.subject.padEnd(40)} ${String(row.failures).padStart(4)} failures  ${blocked}`,
      );
    }
    io.out(`${rows.length} throttle(s)`);
    return 0;
  }
  if (command === 'clear' && subject) {
    let scope: ThrottleScope | undefined;
    if (options.length > 0) {
      const [flag, value] = options;
      if (flag !== '--scope' || !value || !isScope(value) || options.length !== 2) {
        io.err(`throttle clear: --scope must be one of ${SCOPES.join(', ')}`);
        return 2;
      }
      scope = value;
    }
    const removed = await throttle.clear(subject, scope);
    io.out(`Cleared ${removed} counter(s) of ${subject}${scope ? ` (${scope})` : ''}`);
    return 0;
  }
  if (command === undefined || command === 'help' || command === '--help') {
    io.out(THROTTLE_USAGE);
    return 0;
  }
  io.err(`Unknown throttle command: ${argv.join(' ')}\n\n${THROTTLE_USAGE}`);
  return 2;
}
