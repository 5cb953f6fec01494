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

/** A request's id: the incoming x-request-id when well formed, else a new one. */
function requestIdOf(headers: Record<string, string | string[] | undefined>): string {
  const given = headers[REQUEST_ID_HEADER];
  return isRequestId(given) ? given : globalThis.crypto.randomUUID();
}

/**
 * Fastify's `genReqId`, `childLoggerFactory` and `logger` options: each request's id is the incoming x-request-id when well
 * formed (the gateway's, or a proxy's in front of it), else a new one, and is every line's `reqId`.
 * Lines are pino JSON with LOG_REDACT_PATHS redacted and secret query values replaced in URLs.
 * No level (or `silent`): no log.
 */
export function serviceLogging(level: string | undefined, destination?: LogDestination) {
  return {
    genReqId: (raw: { headers: Record<string, string | string[] | undefined> }) => requestIdOf(raw.headers),
    childLoggerFactory: lazyRequestLogger, // a request's logger is made on its first line
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

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Record<string, unknown>;
type ChildOptions = { level?: string };
type LogLine = (...line: unknown[]) => void;

/** What a request's logger offers and reads of its parent: Fastify's logger interface (pino's). */
export interface ServiceLogger extends Record<Level, LogLine> {
  level: string;
  silent: LogLine;
  child(bindings: Bindings, options?: ChildOptions): ServiceLogger;
}

/** pino's level numbers, when the parent is pino. */
type PinoLike = ServiceLogger & { levels?: { values: Record<string, number> } };

/**
 * Fastify's `childLoggerFactory`: each request's logger (the parent's with the request's id bound)
 * is made on its first line at an enabled level. Most requests write none (every proxied API call
 * at `warn`), and making a pino child per request, with its redaction of the bindings, cost the
 * gateway about 3 % of a proxied request.
 */
export function lazyRequestLogger(
  parent: ServiceLogger,
  bindings: Bindings,
  options: ChildOptions = {},
): ServiceLogger {
  return new LazyRequestLogger(parent, bindings, options);
}

class LazyRequestLogger implements ServiceLogger {
  #child: ServiceLogger | undefined;

  constructor(
    private readonly parent: PinoLike,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.#real().level = level;
  }

  fatal(...line: unknown[]): void {
    this.#write('fatal', line);
  }
  error(...line: unknown[]): void {
    this.#write('error', line);
  }
  warn(...line: unknown[]): void {
    this.#write('warn', line);
  }
  info(...line: unknown[]): void {
    this.#write('info', line);
  }
  debug(...line: unknown[]): void {
    this.#write('debug', line);
  }
  trace(...line: unknown[]): void {
    this.#write('trace', line);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildOptions): ServiceLogger {
    return this.#real().child(bindings, options);
  }

  /** Whether a line at `level` would be written: callers skip building lines nobody reads. */
  enabled(level: Level): boolean {
    const values = this.parent.levels?.values;
    // A logger without pino's level table: no way to tell, so the line is written.
    if (!values) return true;
    const threshold = values[this.level];
    return threshold !== undefined && values[level]! >= threshold;
  }

  #real(): ServiceLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  #write(level: Level, line: unknown[]): void {
    if (this.#child || this.enabled(level)) this.#real()[level](...line);
  }
}
