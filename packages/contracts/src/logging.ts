/**
 * The services' structured log (Fastify's pino), one definition for the API and the gateway: the
 * request id, what no line may show, and how a request is written. Server-only (`@portal/contracts/logging`).
 */
import { REQUEST_ID_HEADER } from './operations';

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;
/** An incoming id is kept only when it looks like one: nothing a client sends can forge a log line. */
export const isRequestId = (value: unknown): value is string =>
  typeof value === 'string' && REQUEST_ID.test(value);

/** Fields no log line may show, at any level, at the top of a logged object or one or two levels down. */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'token',
  'secret',
  'accessToken',
  'refreshToken',
  'idToken',
  'authorization',
  'cookie',
];

/**
 * `code` is a verification or OAuth code in a request's input, but an error's `code` (ECONNRESET,
 * 23505) is what an operator needs: so only inputs' codes are redacted, never `err.code`.
 */
const SECRET_CODE_PATHS = ['code', 'body.code', 'query.code', 'input.code', '*.body.code', '*.query.code'];

/** pino `redact` paths: the secret headers of a request and its answer, and secret fields. */
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
  ...SECRET_CODE_PATHS,
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

/** Where log lines go; tests pass a stream that keeps them. */
export interface LogDestination {
  write(line: string): void;
}

/**
 * Fastify's `genReqId` and `logger` options: each request's id is the incoming x-request-id when well
 * formed (the gateway's, or a proxy's in front of it), else a new one, and is every line's `reqId`.
 * Lines are pino JSON with LOG_REDACT_PATHS redacted and secret query values replaced in URLs.
 * No level (or `silent`): no log.
 */
export function serviceLogging(level: string | undefined, destination?: LogDestination) {
  return {
    genReqId: (raw: { headers: Record<string, string | string[] | undefined> }) => {
      const given = raw.headers[REQUEST_ID_HEADER];
      return isRequestId(given) ? given : globalThis.crypto.randomUUID();
    },
    logger:
      !level || level === 'silent'
        ? (false as const)
        : {
            level,
            ...(destination ? { stream: destination } : {}),
            redact: { paths: [...LOG_REDACT_PATHS], censor: LOG_REDACTED },
            serializers: {
              req: (request: { method: string; url: string; ip: string }) => ({
                method: request.method,
                url: redactUrl(request.url),
                remoteAddress: request.ip,
              }),
            },
          },
  };
}
