import * as v from 'valibot';

// ---------------------------------------------------------------------------------------------
// Operations: the request id, what logs never show, the operators' command route.
// ---------------------------------------------------------------------------------------------

/** One id per request: the gateway makes it (or keeps a well-formed incoming one), the API logs it, both answer it. */
export const REQUEST_ID_HEADER = 'x-request-id';

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;
/** An incoming id is kept only when it looks like one: nothing a client sends can forge a log line. */
export const isRequestId = (value: unknown): value is string =>
  typeof value === 'string' && REQUEST_ID.test(value);

/**
 * Fields no log line may show, at any level: pino `redact` paths (headers of the request and answer,
 * and any logged object's secrets one or two levels deep).
 */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'token',
  'code',
  'secret',
  'accessToken',
  'refreshToken',
  'idToken',
  'authorization',
  'cookie',
];
export const LOG_REDACT_PATHS: readonly string[] = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-admin-token"]',
  'req.headers["x-human-proof"]',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  ...SECRET_FIELDS.map((field) => `*.*.${field}`),
];
export const LOG_REDACTED = '[redacted]';

/** Query parameters that carry secrets (reset links, OAuth callbacks, signed webview links). */
const SECRET_QUERY = /^(token|code|state|password|secret|key|signature|sig|access_token|id_token|session)$/i;

/** A URL as logs show it: the values of secret query parameters replaced. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // keep the raw name
      }
      return SECRET_QUERY.test(decoded) && pair.includes('=') ? `${name}=${LOG_REDACTED}` : pair;
    });
  return `${url.slice(0, start)}?${query.join('&')}`;
}

/** The operators' command route: the admin CLI runs any of its commands on a running API through it. */
export const adminApiRoutes = {
  commands: '/api/admin/commands',
} as const;

/** Who runs an admin command, when the token is shared (ADMIN_OPERATOR, or the OS user). */
export const OPERATOR_HEADER = 'x-operator';
export const OPERATOR_NAME = /^[A-Za-z0-9:._@-]{1,64}$/;

/** Largest file an admin command may carry (a picture, a CSV of codes). */
export const ADMIN_COMMAND_FILE_MAX_BYTES = 8 * 1024 * 1024;

export const AdminCommandPayloadSchema = v.object({
  /** The command line after `npm run admin --`. */
  argv: v.pipe(v.array(v.pipe(v.string(), v.maxLength(4096))), v.minLength(1), v.maxLength(64)),
  /** Files the command names, read by the CLI: path as typed → base64 content. */
  files: v.optional(v.record(v.pipe(v.string(), v.maxLength(4096)), v.string()), {}),
});
export type AdminCommandPayload = v.InferOutput<typeof AdminCommandPayloadSchema>;

/** The route answers NDJSON, one of these per line, the exit code last. */
export const AdminCommandLineSchema = v.union([
  v.object({ out: v.string() }),
  v.object({ err: v.string() }),
  v.object({ exitCode: v.pipe(v.number(), v.integer()) }),
]);
export type AdminCommandLine = v.InferOutput<typeof AdminCommandLineSchema>;
