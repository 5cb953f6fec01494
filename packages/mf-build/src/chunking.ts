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

/**
 * How an app's code is cut into files.
 *  - Shared modules: Module Federation opens one async chunk per shared module, so the shell's boot
 *    fetched some twenty files, a dozen of them under 2 KB. They are merged into one `shared` chunk:
 *    the shell needs them all to render anything, and a remote's copy is only ever loaded when no
 *    host shares them (the embed), where it needs them all too.
 *  - The rest: no vendor chunk of its own (a library goes with the code that uses it) and nothing
 *    split off under 30 KB before minification, so a route's code arrives in one or two files.
 */
export function splitChunksConfig(): SplitChunks {
  return {
    chunks: 'async',
    minSize: 30_000,
    cacheGroups: {
      defaultVendors: false,
      shared: {
        name: 'shared',
        chunks: (chunk) => deliversSharedModulesOnly(chunk as unknown as ChunkLike),
        // The share-scope lookups stay where they are: one inside `shared` would wait on the chunk
        // that holds it.
        test: (module: { type?: string }) => !SHARING_MODULE_TYPES.has(module.type ?? ''),
        enforce: true,
        priority: 20,
      },
    },
  };
}
