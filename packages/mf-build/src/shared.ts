import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LIFECYCLES_SHARE } from '@portal/routes';
import { contentVersion } from './inRepoPackages';
import { exportsUsedInWorkspace } from './usedExports';

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
 * In-repo packages' entries that no page needs for its first view, shared under their package's
 * version in a chunk of their own (the modules of each listed here), fetched with the first chunk
 * that uses them instead of riding in every page's `shared` chunk:
 *  - `@portal/ui/overlay`: dialogs, sheets and the drawer with their scroll lock; none is open on a
 *    first view. The shell provides it (its drawer and banners use it).
 *  - `@portal/federation/lifecycles`: a remote's single-spa lifecycles and single-spa-react. The
 *    shell never mounts through them, so it does not provide them: the first remote on the page does.
 * Each imports its package's main entry by name, so the page keeps one copy of what they share.
 */
export const OWN_CHUNK_ENTRIES: Record<string, RegExp> = {
  '@portal/ui/overlay':
    /[\\/]packages[\\/]ui[\\/]src[\\/]overlay[\\/]|[\\/]node_modules[\\/]body-scroll-lock-upgrade[\\/]/,
  [LIFECYCLES_SHARE]:
    /[\\/]packages[\\/]federation[\\/]src[\\/]lifecycles\.tsx$|[\\/]node_modules[\\/]single-spa-react[\\/]/,
};

/**
 * Shared but not singleton: small in-repo libraries that are fine to dedupe when versions allow.
 * `@portal/contracts` is deliberately absent: a shared module is provided whole (every schema and
 * message of every domain, ~15 KB brotli on every page), while bundled it is tree-shaken to what each
 * app imports. Its schemas are plain data, so two apps holding their own copies is harmless.
 */
export const SHARED_LIBRARIES = [
  '@portal/ui',
  '@portal/federation',
  '@portal/format',
  'valibot',
  ...Object.keys(OWN_CHUNK_ENTRIES),
];

/**
 * Shared libraries tree-shaken to what the workspace uses (Module Federation's shared tree shaking):
 * the package and the import specifiers that reach it, plus what libraries that import it themselves
 * read (a consumer needing an export the shared copy lacks would load a second, full copy).
 *  - react-router: the whole package is ~55 KB brotli (server, RSC and data-router code included);
 *    the portal uses a dozen exports of it.
 *  - valibot: every app's contracts and forms validate with it; shared once instead of a copy per app
 *    and one inside each shared package that validates.
 *  - react-i18next and jotai: a hook or two of each.
 *  - @emotion/react: `css`, `keyframes`, `Global` and the providers; its own unused exports
 *    (`ClassNames`, `jsx`…) drop out. What it re-exports from the module its JSX runtime shares
 *    (`withTheme`, with hoist-non-react-statics and react-is) stays: the tree shaking leaves that
 *    module's exports in use. The `css` prop's JSX runtime is its own shared key (`@emotion/react/`).
 */
export const TREE_SHAKEN: Record<string, { specifiers: string[]; libraryImports: string[] }> = {
  'react-router-dom': { specifiers: ['react-router-dom', 'react-router'], libraryImports: [] },
  // @hookform/resolvers/valibot reads these two.
  valibot: { specifiers: ['valibot'], libraryImports: ['getDotPath', 'safeParseAsync'] },
  'react-i18next': { specifiers: ['react-i18next'], libraryImports: [] },
  jotai: { specifiers: ['jotai'], libraryImports: [] },
  '@emotion/react': { specifiers: ['@emotion/react'], libraryImports: [] },
};

interface SharedEntry {
  singleton: boolean;
  requiredVersion: string;
  version: string;
  strictVersion: false;
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
}

/** The repo root: every app's sources, read to know which router exports the portal uses. */
export const workspaceRoot = path.resolve(__dirname, '../../..');

/**
 * Reads the installed version so `requiredVersion` is explicit and true to the lockfile. A package
 * whose `exports` hide its package.json (valibot) is found from its entry file upwards.
 */
function installedVersion(appDir: string, pkg: string): string {
  const require = createRequire(path.join(appDir, 'package.json'));
  let dir = path.dirname(require.resolve(pkg));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as {
        name?: string;
        version: string;
      };
      if (name === pkg) return version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json of ${pkg} above ${require.resolve(pkg)}`);
    dir = parent;
  }
}

/** The folder of an installed package (in-repo packages resolve to their source folder); `@scope/name/entry` → the package's. */
function packageDir(appDir: string, pkg: string): string {
  const require = createRequire(path.join(appDir, 'package.json'));
  const name = pkg.split('/').slice(0, 2).join('/');
  return path.dirname(require.resolve(`${name}/package.json`));
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
  for (const pkg of SHARED_LIBRARIES) {
    if (!pkg.startsWith('@portal/')) {
      add(pkg, pkg, false);
      continue;
    }
    // Exact: an app takes another's copy only when it was built from the same sources.
    const version = contentVersion(packageDir(appDir, pkg), workspaceRoot);
    shared[pkg] = { singleton: false, requiredVersion: version, version, strictVersion: false };
  }
  for (const [key, { specifiers, libraryImports }] of Object.entries(TREE_SHAKEN)) {
    const entry = shared[key];
    if (!entry) continue;
    const used = new Set([...exportsUsedInWorkspace(workspaceRoot, specifiers), ...libraryImports]);
    entry.treeShaking = { mode: 'runtime-infer', usedExports: [...used].sort() };
  }
  return shared;
}
