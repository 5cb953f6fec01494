import { readFileSync, statSync } from 'node:fs';
import {
  ADMIN_COMMAND_FILE_MAX_BYTES,
  ADMIN_TOKEN_HEADER,
  adminApiRoutes,
  AdminCommandLineSchema,
  ErrorEnvelopeSchema,
  OPERATOR_HEADER,
} from '@portal/contracts';
import * as v from 'valibot';
import type { AdminEndpoint } from '../metadata/adminEndpoint';
import type { CliIo } from './adminCommands';

/** Arguments that name a file a command reads (codes, pictures): sent along, since the API may not see this disk. */
const FILE_ARGUMENT = /\.(csv|txt|json|svg|webp|png)$/i;

function attachedFiles(argv: readonly string[]): Record<string, string> {
  const files: Record<string, string> = {};
  for (const arg of argv) {
    if (!FILE_ARGUMENT.test(arg)) continue;
    try {
      const stat = statSync(arg);
      if (!stat.isFile()) continue;
      if (stat.size > ADMIN_COMMAND_FILE_MAX_BYTES)
        throw new Error(`${arg} is larger than ${ADMIN_COMMAND_FILE_MAX_BYTES} bytes`);
      files[arg] = readFileSync(arg).toString('base64');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return files;
}

export interface RemoteCommandOptions {
  /** Sent as x-operator: how a shared token's holder is named in the audit trail. */
  operator: string;
  fetchImpl?: typeof fetch;
}

/**
 * Runs an admin command on a running API (POST /api/admin/commands) and prints its output as it
 * streams (NDJSON lines); returns the command's exit code, or 1 when the API refused or did not answer.
 */
export async function runCommandOnApi(
  argv: readonly string[],
  endpoint: Pick<AdminEndpoint, 'url' | 'token'>,
  io: CliIo,
  { operator, fetchImpl = fetch }: RemoteCommandOptions,
): Promise<number> {
  let response: Response;
  try {
    response = await fetchImpl(new URL(adminApiRoutes.commands, endpoint.url), {
      method: 'POST',
      headers: {
        accept: 'application/x-ndjson, application/json',
        'content-type': 'application/json',
        [ADMIN_TOKEN_HEADER]: endpoint.token,
        [OPERATOR_HEADER]: operator,
      },
      body: JSON.stringify({ argv, files: attachedFiles(argv) }),
    });
  } catch (error) {
    io.err(
      `The API at ${endpoint.url} did not answer (${error instanceof Error ? error.message : String(error)})`,
    );
    return 1;
  }
  if (!response.headers.get('content-type')?.startsWith('application/x-ndjson') || !response.body) {
    const answer = v.safeParse(ErrorEnvelopeSchema, await response.json().catch(() => null));
    io.err(
      answer.success
        ? `The API at ${endpoint.url} refused: ${answer.output.errors[0]?.message ?? response.status}`
        : `The API at ${endpoint.url} answered ${response.status}`,
    );
    return 1;
  }
  let exitCode: number | undefined;
  let pending = '';
  const decoder = new TextDecoder();
  const take = (line: string) => {
    if (!line) return;
    const parsed = v.safeParse(AdminCommandLineSchema, JSON.parse(line));
    if (!parsed.success) return;
    const item = parsed.output;
    if ('out' in item) io.out(item.out);
    else if ('err' in item) io.err(item.err);
    else exitCode = item.exitCode;
  };
  for await (const chunk of response.body) {
    pending += decoder.decode(chunk, { stream: true });
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    lines.forEach(take);
  }
  take(pending + decoder.decode());
  if (exitCode === undefined) {
    io.err(`The API at ${endpoint.url} stopped before the command finished`);
    return 1;
  }
  return exitCode;
}
