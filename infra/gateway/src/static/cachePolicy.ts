import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** Files the browser must revalidate: they name the current hashed files. */
const ALWAYS_REVALIDATE = new Set([
  'index.html',
  'mf-manifest.json',
  'mf-stats.json',
  'remoteEntry.js',
  'registry.json',
]);

/** webpack's `[name].[contenthash:8].js`, `assets/logo.1a2b3c4d.png`, `app.1a2b3c4d.js.map` */
const CONTENT_HASH = /[.-][0-9a-f]{8,}(\.[a-z0-9]+)+$/i;

export function hasContentHash(fileName: string): boolean {
  return CONTENT_HASH.test(path.basename(fileName));
}

export function cacheControlFor(fileName: string): string {
  const base = path.basename(fileName);
  if (ALWAYS_REVALIDATE.has(base)) return NO_CACHE;
  // Anything without a hash in its name may change under the same URL: revalidate it (cheap with ETags).
  return hasContentHash(base) ? IMMUTABLE : NO_CACHE;
}
