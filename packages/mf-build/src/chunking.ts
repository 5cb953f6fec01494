import type { Configuration } from 'webpack';
import { OWN_CHUNK_ENTRIES } from './shared';

type SplitChunks = Exclude<NonNullable<Configuration['optimization']>['splitChunks'], false | undefined>;
interface ChunkLike {
  groupsIterable: Iterable<{ origins: { module?: { type?: string } | null }[] }>;
}
interface ModuleLike {
  type?: string;
  resource?: string;
}
interface ChunkGraphLike {
  getModuleChunksIterable(module: never): Iterable<unknown>;
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

const notASharingLookup = (module: ModuleLike) => !SHARING_MODULE_TYPES.has(module.type ?? '');

/** Per `OWN_CHUNK_ENTRIES` entry, `@portal/ui/overlay` → a cache group `ui-overlay` holding the modules of that entry. */
function ownChunkGroups() {
  return Object.fromEntries(
    Object.entries(OWN_CHUNK_ENTRIES).map(([entry, modules]) => {
      const name = entry.replace(/^@portal\//, '').replace(/\//g, '-');
      const test = (module: ModuleLike) => notASharingLookup(module) && modules.test(module.resource ?? '');
      return [name, { name, chunks: 'async' as const, test, enforce: true, priority: 40 }];
    }),
  );
}

/**
 * How an app's code is cut into files.
 *  - Shared modules: Module Federation opens one async chunk per shared module, so the shell's boot
 *    fetched some twenty files, a dozen of them under 2 KB. They are merged into one `shared` chunk:
 *    the shell needs them all to render anything.
 *  - A remote's shared modules are only loaded when no shell shares them (studio embeds), and there
 *    several remotes meet: the first one's React serves the page, while a later remote's copy of a
 *    module nobody provided yet is still fetched. So a remote keeps React in a `shared-react` chunk
 *    of its own, fetched only when the runtime picks that remote's React: one react-dom per page.
 *  - The shell's own code imports modules its shared packages hold too (the contracts the API client
 *    checks answers with, the federation package's diagnostics): such a module goes to `shared`
 *    alone instead of also riding in the boot chunk or a page's chunk, since `shared` is on the page
 *    before either. A remote keeps its copies: its `shared` chunk is fetched only without a shell.
 *  - An in-repo entry no first view needs (`OWN_CHUNK_ENTRIES`: the overlays, a remote's lifecycles)
 *    keeps its modules in a chunk of its own, fetched beside the first chunk that uses it.
 *  - The rest: no vendor chunk of its own (a library goes with the code that uses it) and nothing
 *    split off under 30 KB before minification, so a route's code arrives in one or two files.
 */
export function splitChunksConfig(kind: 'host' | 'remote'): SplitChunks {
  const fromSharing = (chunk: unknown) => deliversSharedModulesOnly(chunk as ChunkLike);
  // The shell's lazy chunks give up what its shared chunk already holds (its entry chunk never waits on it).
  const sharedChunks =
    kind === 'host' ? (chunk: { canBeInitial(): boolean }) => !chunk.canBeInitial() : fromSharing;
  const inSharedChunk = (module: ModuleLike, { chunkGraph }: { chunkGraph: ChunkGraphLike }) =>
    [...chunkGraph.getModuleChunksIterable(module as never)].some(fromSharing);
  return {
    chunks: 'async',
    minSize: 30_000,
    cacheGroups: {
      defaultVendors: false,
      ...ownChunkGroups(),
      ...(kind === 'remote'
        ? {
            sharedReact: {
              name: 'shared-react',
              chunks: fromSharing,
              test: (module: ModuleLike) =>
                notASharingLookup(module) && REACT_MODULE.test(module.resource ?? ''),
              enforce: true,
              priority: 30,
            },
          }
        : {}),
      shared: {
        name: 'shared',
        chunks: sharedChunks as (chunk: unknown) => boolean,
        // The share-scope lookups stay where they are: one inside `shared` would wait on the chunk
        // that holds it.
        test:
          kind === 'host'
            ? (module: ModuleLike, context: { chunkGraph: ChunkGraphLike }) =>
                notASharingLookup(module) && inSharedChunk(module, context)
            : notASharingLookup,
        enforce: true,
        priority: 20,
      },
    },
  };
}
