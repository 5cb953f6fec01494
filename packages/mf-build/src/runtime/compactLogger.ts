/**
 * Stands in for `@module-federation/sdk`'s logger in the bundles (not in the build's own Node code):
 * the same exports and prefixes, writing straight to the console. What it leaves out, the runtime's
 * debug mode (stack traces, `debug` lines) and the webpack infrastructure delegate, only serve
 * builds and local debugging; the runtime itself only calls `warn` and `error`.
 */
type Method = 'log' | 'info' | 'warn' | 'error';

class Logger {
  constructor(
    public prefix: string,
    private delegate: Partial<Record<Method, (...args: unknown[]) => void>> = console,
  ) {}
  setPrefix(prefix: string) {
    this.prefix = prefix;
  }
  setDelegate(delegate?: Logger['delegate']) {
    this.delegate = delegate ?? console;
  }
  private emit(method: Method, args: unknown[]) {
    (this.delegate[method] ?? console[method]).call(this.delegate, this.prefix, ...args);
  }
  log(...args: unknown[]) {
    this.emit('log', args);
  }
  info(...args: unknown[]) {
    this.emit('info', args);
  }
  success(...args: unknown[]) {
    this.emit('info', args);
  }
  ready(...args: unknown[]) {
    this.emit('info', args);
  }
  warn(...args: unknown[]) {
    this.emit('warn', args);
  }
  error(...args: unknown[]) {
    this.emit('error', args);
  }
  debug() {}
}

export const createLogger = (prefix: string) => new Logger(prefix);
export const createInfrastructureLogger = createLogger;
export const bindLoggerToCompiler = () => undefined;
export const logger = /* @__PURE__ */ createLogger('[ Module Federation ]');
export const infrastructureLogger = logger;
