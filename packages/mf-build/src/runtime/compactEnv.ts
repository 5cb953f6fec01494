/**
 * Stands in for `@module-federation/sdk`'s `env` module in the bundles: the same answers, except
 * that the debug mode is only what a build or a page sets (`FEDERATION_DEBUG`), not also a flag
 * read from local storage. A fresh page's first read of local storage waits on the browser's
 * process (2–14 ms of the shell's entry in traces), and what the flag turns on (debug lines, the
 * devtools' constructor) is left out of production bundles anyway (`compactLogger.ts`).
 */
declare const ENV_TARGET: string | undefined;
declare const FEDERATION_DEBUG: unknown;

export const isBrowserEnvValue =
  typeof ENV_TARGET !== 'undefined'
    ? ENV_TARGET === 'web'
    : typeof window !== 'undefined' && typeof window.document !== 'undefined';

export const isBrowserEnv = (): boolean => isBrowserEnvValue;

export const isReactNativeEnv = (): boolean =>
  typeof navigator !== 'undefined' && navigator?.product === 'ReactNative';

export const getProcessEnv = (): Record<string, string | undefined> =>
  typeof process !== 'undefined' && process.env ? process.env : {};

export function isDebugMode(): boolean {
  if (typeof process !== 'undefined' && process.env?.['FEDERATION_DEBUG']) return true;
  return typeof FEDERATION_DEBUG !== 'undefined' && Boolean(FEDERATION_DEBUG);
}
