import type { FastifyBaseLogger } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Record<string, unknown>;
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];

/**
 * Fastify's `childLoggerFactory`: each request's logger (the parent's with the request's id bound)
 * is made on its first line at an enabled level. Most requests write none (every proxied API call
 * at `warn`), and making a pino child per request, with its redaction of the bindings, cost the
 * gateway about 3 % of a proxied request.
 */
export function lazyRequestLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildOptions = {},
): FastifyBaseLogger {
  return new LazyRequestLogger(parent as PinoLike, bindings, options);
}

/** What the factory reads of Fastify's logger (pino): its level numbers. */
type PinoLike = FastifyBaseLogger & { levels?: { values: Record<string, number> } };

class LazyRequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: PinoLike,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  get level(): string {
    return this.#child?.level ?? this.options?.level ?? this.parent.level;
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

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }

  #real(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  #enabled(level: Level): boolean {
    const values = this.parent.levels?.values;
    // A logger without pino's level table: no way to tell, so the line is written.
    if (!values) return true;
    const threshold = values[this.level];
    return threshold !== undefined && values[level]! >= threshold;
  }

  #write(level: Level, line: unknown[]): void {
    if (this.#child || this.#enabled(level)) (this.#real()[level] as (...args: unknown[]) => void)(...line);
  }
}
