import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const IMPORT_FROM_CORE = /import\s*\{([^}]*)\}\s*from\s*["']@module-federation\/runtime-core["']/g;

/**
 * The names a remote's federation runtime imports from `@module-federation/runtime-core`: what
 * `@module-federation/webpack-bundler-runtime` and the `@module-federation/runtime` modules it uses
 * read, from their published ESM files. The shell must provide at least these.
 */
export function remoteRuntimeCoreImports(): string[] {
  // Resolved from the federation plugin the build uses: the versions it bundles into a remote.
  const require = createRequire(createRequire(__filename).resolve('@module-federation/enhanced'));
  const names = new Set<string>();
  for (const pkg of ['@module-federation/runtime', '@module-federation/webpack-bundler-runtime']) {
    const dist = path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'dist');
    for (const file of readdirSync(dist).filter((name) => name.endsWith('.js'))) {
      // core.js re-exports the namespace for direct users of the runtime, not for the bundler's.
      if (file === 'core.js') continue;
      for (const [, list = ''] of readFileSync(path.join(dist, file), 'utf8').matchAll(IMPORT_FROM_CORE))
        for (const raw of list.split(',')) {
          const name = raw.trim().split(/\s+as\s+/)[0];
          if (name && !name.startsWith('type ')) names.add(name);
        }
    }
  }
  return [...names].sort();
}
