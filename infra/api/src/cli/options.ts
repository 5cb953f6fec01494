import { parseArgs } from 'node:util';

/**
 * `--name value` options of the admin CLI, parsed by node's `util.parseArgs` (strict: an unknown
 * option, a missing value or, unless allowed, a stray word is refused). Each option may repeat; the
 * caller reads the last or all values. parseArgs' errors come back as `usageError(message)` with a
 * short message in this CLI's words, so every area reports usage mistakes the same way.
 */
export function readCliOptions(
  args: readonly string[],
  allowed: readonly `--${string}`[],
  usageError: (message: string) => Error,
  { positionals = false }: { positionals?: boolean } = {},
): { options: Map<string, string[]>; positional: string[] } {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: [...args],
      options: Object.fromEntries(
        allowed.map((flag) => [flag.slice(2), { type: 'string' as const, multiple: true as const }]),
      ),
      strict: true,
      allowPositionals: positionals,
    });
  } catch (error) {
    throw usageError(describeParseError(error));
  }
  const options = new Map<string, string[]>();
  for (const [name, values] of Object.entries(parsed.values)) {
    if (Array.isArray(values)) options.set(`--${name}`, values.map(String));
  }
  return { options, positional: parsed.positionals };
}

/** parseArgs' messages name the code's view (`'--x <value>' argument missing`); ours name the fix. */
function describeParseError(error: unknown): string {
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  const option = /'(--?[\w-]+)/.exec(message)?.[1] ?? '';
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `Unknown option: ${option}`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return `${option} needs a value`;
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL')
    return `Unexpected argument: ${/'([^']*)'/.exec(message)?.[1] ?? message}`;
  return message;
}

/** `<when>` of an option: 2026-12-31 (midnight UTC), an ISO time, or unix seconds. */
export function parseWhen(
  option: string,
  raw: string | undefined,
  usageError: (message: string) => Error,
): number {
  if (raw === undefined) throw usageError(`${option} is required`);
  if (/^\d{1,10}$/.test(raw)) return Number(raw);
  const time = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(raw) ? `${raw}T00:00:00Z` : raw);
  if (Number.isNaN(time) || !/^\d{4}-\d{2}-\d{2}/.test(raw))
    throw usageError(`${option}: "${raw}" is not a date (2026-12-31), an ISO time or unix seconds`);
  return Math.floor(time / 1000);
}
