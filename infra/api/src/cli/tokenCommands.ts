import { randomBytes } from 'node:crypto';
import { OPERATOR_NAME } from '@portal/contracts';
import { sha256Hex } from '../admin/config';
import type { CliIo } from './adminCommands';

export const TOKEN_USAGE = `Operator tokens (no database, nothing stored: you copy the line into the API's environment):
  token new <name> [--read-only]     Print a new token for <name> and its ADMIN_TOKENS entry (a SHA-256, never the token)

Give the token to the operator (they send it as ADMIN_API_TOKEN with ADMIN_API_URL); the API names
them <name> in the audit trail. --read-only: reads and exports only (dashboards). Revoke: remove the entry.`;

/** `token new …`: runs on this machine only (it touches neither the database nor the API). */
export function runTokenCommand(argv: readonly string[], io: CliIo): number {
  const [command, name, ...flags] = argv;
  if (command === undefined || command === 'help' || command === '--help') {
    io.out(TOKEN_USAGE);
    return 0;
  }
  const readOnly = flags.length === 1 && flags[0] === '--read-only';
  if (command !== 'new' || !name || !OPERATOR_NAME.test(name) || (flags.length > 0 && !readOnly)) {
    io.err(`token new takes <name> (letters, digits, : . _ @ -) [--read-only]\n\n${TOKEN_USAGE}`);
    return 2;
  }
  const token = randomBytes(32).toString('base64url');
  io.out(`Token for ${name} (shown once): ${token}`);
  io.out(
    `Add to ADMIN_TOKENS (comma-separated) on the API: ${name}:${readOnly ? 'read' : 'write'}:${sha256Hex(token)}`,
  );
  return 0;
}
