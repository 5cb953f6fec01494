import webpack, { type Compiler } from 'webpack';

const PLUGIN = 'ReproducibleBuildPlugin';
const STATS_FILE = 'mf-stats.json';

const sortedKeys = <T>(record: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));

/** Every `usedIn` list of the stats, sorted (the order exposes finished compiling in otherwise). */
export function sortUsedIn(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortUsedIn);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === 'usedIn' && Array.isArray(item) ? [...item].sort() : sortUsedIn(item),
    ]),
  );
}

/**
 * The same source and lockfile build the same bytes, so a deploy's version id (a digest of the
 * files) is reproducible. Module Federation 2.9 writes two things in the order its parallel work
 * finished: the shared tree-shaking fallbacks in the runtime (`sharedFallback`) and the `usedIn`
 * lists of `mf-stats.json`; both are put in a fixed order here.
 */
export class ReproducibleBuildPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.runtimeModule.tap(PLUGIN, (module) => {
        const fallback = module as webpack.RuntimeModule & { buildAssets?: Record<string, unknown> };
        if (module.name !== 'shared-fallback' || !fallback.buildAssets) return;
        const generate = fallback.generate.bind(fallback);
        fallback.generate = () => {
          fallback.buildAssets = sortedKeys(fallback.buildAssets ?? {});
          return generate();
        };
      });
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const stats = compilation.getAsset(STATS_FILE);
          if (!stats) return;
          const sorted = sortUsedIn(JSON.parse(stats.source.source().toString()));
          compilation.updateAsset(STATS_FILE, new webpack.sources.RawSource(JSON.stringify(sorted, null, 2)));
        },
      );
    });
  }
}
