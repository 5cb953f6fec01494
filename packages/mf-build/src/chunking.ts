import type { Configuration } from 'webpack';

type SplitChunks = Exclude<NonNullable<Configuration['optimization']>['splitChunks'], false | undefined>;
interface ChunkLike {
  groupsIterable: Iterable<{ origins: { module?: { type?: string } | null }[] }>;
}

/** Module types of Module Federation's sharing: a shared module is loaded through one of these. */
const SHARING_MODULE_TYPES = new Set(['consume-shared-module', 'provide-module']);

/**
 * A chunk that exists only to deliver shared modules (react, the router, jotai, the in-repo stores):
 * every chunk group holding it was opened by a share-scope consume or provide.
 */
export function deliversSharedModulesOnly(chunk: ChunkLike): boolean {
  let groups = 0;
  for (const group of chunk.groupsIterable) {
    groups += 1;
    const fromSharing =
      group.origins.length > 0 &&
      group.origins.every((origin) => SHARING_MODULE_TYPES.has(origin.module?.type ?? ''));
    if (!fromSharing) return false;
  }
  return groups > 0;
}

/** React's own files (react, react-dom with its client, the scheduler under it). */
export const REACT_MODULE = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/**
 * How an app's code is cut into files.
 *  - Shared modules: Module Federation opens one async chunk per shared module, so the shell's boot
 *    fetched some twenty files, a dozen of them under 2 KB. They are merged into one `shared` chunk:
 *    the shell needs them all to render anything.
 *  - A remote's shared modules are only loaded when no shell shares them (studio embeds), and there
 *    several remotes meet: the first one's React serves the page, while a later remote's copy of a
 *    module nobody provided yet is still fetched. So a remote keeps React in a `shared-react` chunk
 *    of its own, fetched only when the runtime picks that remote's React: one react-dom per page.
 *  - The rest: no vendor chunk of its own (a library goes with the code that uses it) and nothing
 *    split off under 30 KB before minification, so a route's code arrives in one or two files.
 */
export function splitChunksConfig(kind: 'host' | 'remote'): SplitChunks {
  const fromSharing = (chunk: unknown) => deliversSharedModulesOnly(chunk as ChunkLike);
  return {
    chunks: 'async',
    minSize: 30_000,
    cacheGroups: {
      defaultVendors: false,
      ...(kind === 'remote'
        ? {
            sharedReact: {
              name: 'shared-react',
              chunks: fromSharing,
              test: (module: { type?: string; resource?: string }) =>
                !SHARING_MODULE_TYPES.has(module.type ?? '') && REACT_MODULE.test(module.resource ?? ''),
              enforce: true,
              priority: 30,
            },
          }
        : {}),
      shared: {
        name: 'shared',
        chunks: fromSharing,
        // The share-scope lookups stay where they are: one inside `shared` would wait on the chunk
        // that holds it.
        test: (module: { type?: string }) => !SHARING_MODULE_TYPES.has(module.type ?? ''),
        enforce: true,
        priority: 20,
      },
    },
  };
}
