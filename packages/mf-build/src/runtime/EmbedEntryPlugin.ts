import path from 'node:path';
import { buildSync } from 'esbuild';
import webpack, { type Compiler } from 'webpack';

export const EMBED_ENTRY = 'embedEntry.js';

let embedRuntime: string | undefined;

/** The federation runtime as one classic script, minified (built once per process). */
export function embedRuntimeScript(): string {
  embedRuntime ??= buildSync({
    entryPoints: [path.join(__dirname, 'embedRuntime.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    write: false,
  }).outputFiles[0]!.text;
  return embedRuntime;
}

/**
 * In the portal a remote's `remoteEntry.js` runs on the shell's federation runtime (it is built
 * with `experiments.externalRuntime`). A studio's plain page has no shell, so the build also emits
 * `embedEntry.js`: the runtime, then the same remote entry, in one script.
 */
export class EmbedEntryPlugin {
  constructor(private readonly remoteEntry = 'remoteEntry.js') {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('EmbedEntryPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmbedEntryPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const entry = compilation.getAsset(this.remoteEntry);
          if (!entry) return;
          const source = `${embedRuntimeScript()};\n${entry.source.source().toString()}`;
          compilation.emitAsset(EMBED_ENTRY, new webpack.sources.RawSource(source));
        },
      );
    });
  }
}
