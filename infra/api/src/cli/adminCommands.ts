import { userInfo } from 'node:os';
import { OPERATOR_NAME } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { AdminIdentity } from '../admin/access';
import type { Database } from '../db/database';
import { executeAdminCommand } from './execute';

export { ADMIN_USAGE } from './usage';

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  /** Reads a file a command names; through the API, the files the CLI sent with the command. */
  readFile?: (path: string) => Promise<Buffer>;
}

/** The operator at this terminal: ADMIN_OPERATOR, else the OS user (made a valid name). */
export function localOperator(env: NodeJS.ProcessEnv = process.env): string {
  const raw = env.ADMIN_OPERATOR || userInfo().username || 'unnamed';
  const name = raw.replace(/[^A-Za-z0-9:._@-]/g, '_').slice(0, 64);
  return OPERATOR_NAME.test(name) ? name : 'unnamed';
}

/**
 * Runs one admin command on the database (the portal stopped, or PostgreSQL) as the local operator,
 * with every right; returns the exit code (0 ok, 1 failed, 2 usage).
 */
export function runAdminCommand(
  argv: readonly string[],
  db: Kysely<Database>,
  io: CliIo,
  identity: AdminIdentity = { operator: localOperator(), scope: 'write' },
  releasesDir: string | null = null,
): Promise<number> {
  return executeAdminCommand(argv, { db, io, identity, via: 'cli', where: 'the database', releasesDir });
}
