/** Default time a remote gets to deliver its module before its slot shows the fallback. */
export const DEFAULT_REMOTE_LOAD_TIMEOUT_MS = 8000;
/** `<meta name="portal-remote-timeout-ms" content="4000">` overrides it (the gateway or a test sets it). */
export const REMOTE_TIMEOUT_META = 'portal-remote-timeout-ms';

export function remoteLoadTimeoutMs(): number {
  if (typeof document === 'undefined') return DEFAULT_REMOTE_LOAD_TIMEOUT_MS;
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${REMOTE_TIMEOUT_META}"]`);
  const value = Number(meta?.content);
  return Number.isInteger(value) && value >= 500 && value <= 60_000 ? value : DEFAULT_REMOTE_LOAD_TIMEOUT_MS;
}

export class RemoteLoadTimeoutError extends Error {
  constructor(app: string, timeoutMs: number) {
    super(`remote ${app} did not load within ${timeoutMs} ms`);
    this.name = 'RemoteLoadTimeoutError';
  }
}

/** The load, or a RemoteLoadTimeoutError once `timeoutMs` passed (the load itself carries on unobserved). */
export function withLoadTimeout<T>(load: Promise<T>, timeoutMs: number, app: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteLoadTimeoutError(app, timeoutMs)), timeoutMs);
  });
  // A late failure of the abandoned load must not surface as an unhandled rejection.
  load.catch(() => undefined);
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}
