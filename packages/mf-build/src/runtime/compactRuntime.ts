import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';

/** Module Federation's helper package, which its runtime packages each install a copy of. */
const FEDERATION_SDK = '@module-federation/sdk';

/**
 * The federation runtime's packages each resolve their own copy of the SDK (same version), so the
 * shell's entry carried its logger and helpers twice: every import of it resolves to the runtime
 * core's copy.
 */
export function federationSdkAlias(): Record<string, string> {
  const runtimeCore = require.resolve('@module-federation/runtime-core');
  const sdk = createRequire(runtimeCore).resolve(FEDERATION_SDK);
  return { [FEDERATION_SDK]: packageDir(sdk, FEDERATION_SDK) };
}

/** The folder of the package a resolved file belongs to (the packages export no `package.json`). */
function packageDir(file: string, name: string): string {
  const folder = path.join('node_modules', name);
  return file.slice(0, file.lastIndexOf(folder) + folder.length);
}

/**
 * Federation runtime files swapped in production bundles for the smaller ones beside this file: an
 * import of `request` from a file in `folder`. Swapped before resolving, so the replacement is
 * compiled like the workspace's own sources.
 */
export const COMPACT_RUNTIME_FILES: readonly { folder: RegExp; request: RegExp; replacement: string }[] = [
  {
    folder: /[\\/]@module-federation[\\/]sdk[\\/]dist$/,
    request: /^\.\/logger\.js$/,
    replacement: path.join(__dirname, 'compactLogger.ts'),
  },
  {
    folder: /[\\/]@module-federation[\\/]sdk[\\/]dist$/,
    request: /^\.\/env\.js$/,
    replacement: path.join(__dirname, 'compactEnv.ts'),
  },
  {
    folder: /[\\/]@module-federation[\\/]error-codes[\\/]dist$/,
    request: /^\.\/desc\.mjs$/,
    replacement: path.join(__dirname, 'compactErrorTexts.ts'),
  },
];

/**
 * The runtime's logger (a debug mode with stack traces, a webpack delegate) and one sentence per
 * error code ride in the shell's entry and in every remote's entry; production bundles use a
 * console logger, keep each error's code and documentation link, and do not read the debug flag
 * from local storage.
 */
export const compactRuntimePlugins = () => [
  ...COMPACT_RUNTIME_FILES.map(
    ({ folder, request, replacement }) =>
      new webpack.NormalModuleReplacementPlugin(request, (resolving) => {
        if (folder.test(resolving.context ?? '')) resolving.request = replacement;
      }),
  ),
  new OneShareRuntimePlugin(),
];

const ONE_SHARE_RUNTIME = 'OneShareRuntimePlugin';

/**
 * webpack adds its own share runtime (`__webpack_require__.S` and `.I`, with every shared module's
 * registration) wherever the share scope is used, and the federation plugin adds its own after it,
 * which sets both anew: the first was dead code in every container's entry (~0.3 KB brotli). It
 * generates nothing where the federation's is beside it.
 */
export class OneShareRuntimePlugin {
  apply(compiler: webpack.Compiler): void {
    const webpackShareRuntime = createRequire(require.resolve('webpack'))(
      './sharing/ShareRuntimeModule',
    ) as abstract new (...args: never[]) => webpack.RuntimeModule;
    compiler.hooks.thisCompilation.tap(ONE_SHARE_RUNTIME, (compilation) => {
      compilation.hooks.runtimeModule.tap(ONE_SHARE_RUNTIME, (module, chunk) => {
        if (!(module instanceof webpackShareRuntime)) return;
        const generate = module.generate.bind(module);
        module.generate = () => {
          const replaced = [...compilation.chunkGraph.getChunkRuntimeModulesIterable(chunk)].some(
            (other) => other !== module && other.name === module.name,
          );
          return replaced ? null : generate();
        };
      });
    });
  }
}
