const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);
const isLoopback = (host: string) => LOOPBACK_HOSTS.has(host) || host.startsWith('127.');

/**
 * DEV_MAIL: whether the API serves the dev outbox (`/dev/mail`, every code and reset link in clear).
 * `on` or `off`; unset, it is on for the local demo only (not production, listening on a loopback
 * address). `on` is refused in production and on a non-loopback bind, where anyone could read it.
 * The gateway applies the same rule to what it proxies (infra/gateway/src/config.ts).
 */
export function devMailEnabled(env: NodeJS.ProcessEnv, host: string, isProduction: boolean): boolean {
  const value = env.DEV_MAIL ?? '';
  if (value === 'off') return false;
  if (value === 'on') {
    if (isProduction)
      throw new Error('DEV_MAIL=on is refused in production: the outbox shows every code and reset link');
    if (!isLoopback(host)) throw new Error(`DEV_MAIL=on is refused on a non-loopback bind (HOST=${host})`);
    return true;
  }
  if (value !== '') throw new Error(`DEV_MAIL must be on or off (got "${value}")`);
  return !isProduction && isLoopback(host);
}
