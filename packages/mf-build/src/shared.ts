import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { routerExportsUsed } from './routerExports';

/**
 * The short core list shared by every app. Singletons must be one copy on the page: React and
 * react-dom (with their subpaths, or `react-dom/client` is bundled twice), the router, jotai,
 * i18next, emotion (two copies overwrite each other's styles) and the in-repo stores.
 */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'jotai',
  'i18next',
  'react-i18next',
  '@emotion/react',
  '@portal/session',
  '@portal/api-client',
  '@portal/i18n',
  '@portal/analytics',
] as const;

/** Packages whose subpath imports must resolve to the same shared copy. */
const SUBPATH_SHARED = ['react', 'react-dom', 'jotai', '@emotion/react'];

/**
 * Shared but not singleton: small in-repo libraries that are fine to dedupe when versions allow.
 * `@portal/contracts` is deliberately absent: a shared module is provided whole (every schema and
 * message of every domain, ~15 KB brotli on every page), while bundled it is tree-shaken to what each
 * app imports. Its schemas are plain data, so two apps holding their own copies is harmless.
 */
export const SHARED_LIBRARIES = ['@portal/ui', '@portal/federation', '@portal/format'];

interface SharedEntry {
  singleton: boolean;
  requiredVersion: string;
  version: string;
  strictVersion: false;
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
}

/** The repo root: every app's sources, read to know which router exports the portal uses. */
const workspaceRoot = path.resolve(__dirname, '../../..');

/** Reads the installed version so `requiredVersion` is explicit and true to the lockfile. */
function installedVersion(appDir: string, pkg: string): string {
  const require = createRequire(path.join(appDir, 'package.json'));
  const manifest = require.resolve(`${pkg}/package.json`);
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

export function sharedConfig(appDir: string): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  const add = (key: string, pkg: string, singleton: boolean) => {
    const version = installedVersion(appDir, pkg);
    shared[key] = { singleton, requiredVersion: `^${version}`, version, strictVersion: false };
  };
  for (const pkg of SINGLETONS) {
    add(pkg, pkg, true);
    if (SUBPATH_SHARED.includes(pkg)) add(`${pkg}/`, pkg, true);
  }
  for (const pkg of SHARED_LIBRARIES) add(pkg, pkg, false);
  // The whole router package is ~55 KB brotli (server, RSC and data-router code included); the
  // portal uses a dozen exports of it. Module Federation's shared tree shaking keeps those only.
  const router = shared['react-router-dom'];
  if (router) router.treeShaking = { mode: 'runtime-infer', usedExports: routerExportsUsed(workspaceRoot) };
  return shared;
}
