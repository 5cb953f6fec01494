import webpack, { type Compilation, type Compiler } from 'webpack';
import { bootFiles } from './bootPreload';

/**
 * V8's explicit compile hint (Chrome 136+): every function of a script that starts with it is
 * compiled while the script streams in, off the main thread, instead of on the main thread the first
 * time each one is called. Other engines read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const PLUGIN = 'CompileHintsPlugin';

/**
 * The files whose code runs as the page starts: the entry chunks (the webpack and federation
 * runtimes, a remote's container) and the boot files the entry fetches before its first render
 * (the `shared` libraries, the shell's layout). Lazily compiled, their functions' first calls made
 * a quarter of the start-up's main-thread time parsing and compiling (160 of 625 ms in a trace of
 * `/login`).
 * A page's own chunks are left lazy: much of a page (its dialogs, its handlers) never runs on load.
 */
export function filesRunOnLoad(compilation: Compilation): string[] {
  const entryFiles = [...compilation.entrypoints.values()].flatMap((entrypoint) =>
    entrypoint.chunks.flatMap((chunk) => [...chunk.files]),
  );
  return [...new Set([...entryFiles, ...bootFiles(compilation)])].filter((file) => file.endsWith('.js'));
}

/**
 * Puts the compile hint first in the files that run on load, after minification (which would drop
 * it as a comment) and before the source maps are written (which shift by its line).
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const file of filesRunOnLoad(compilation))
            compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(COMPILE_HINT, source));
        },
      );
    });
  }
}
