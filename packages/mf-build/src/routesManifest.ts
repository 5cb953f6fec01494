import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import webpack, { type Compiler } from 'webpack';
import {
  describeIssues,
  ROUTES_FILE,
  ROUTES_SCHEMA_VERSION,
  RoutesManifestSchema,
  type RoutesManifest,
} from '@portal/routes/registry';

const PLUGIN = 'RoutesManifestPlugin';
/** Beside each app's federation.config.ts. */
export const ROUTES_SOURCE = 'routes.ts';

interface RoutesModule {
  default?: unknown;
  overlays?: unknown;
  jsBudgetKB?: unknown;
}

/**
 * The app's `routes.ts` (default export: its routes; `overlays`: what it mounts on every page;
 * `jsBudgetKB`: the JS a deploy may ship, KB brotli) as
 * the `routes.json` its build ships, validated so an invalid pattern fails the build, not the deploy.
 */
export async function readRoutesManifest(appDir: string): Promise<RoutesManifest> {
  const { name: app } = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
    name: string;
  };
  const source = path.join(appDir, ROUTES_SOURCE);
  const loaded = (await import(source)) as RoutesModule & { default?: RoutesModule };
  // CommonJS interop (tsx, jest) may nest the module's exports under `default`.
  const module = loaded.default && !Array.isArray(loaded.default) ? loaded.default : loaded;
  const result = v.safeParse(RoutesManifestSchema, {
    schemaVersion: ROUTES_SCHEMA_VERSION,
    app,
    routes: module.default,
    overlays: module.overlays ?? [],
    ...(module.jsBudgetKB === undefined ? {} : { jsBudgetKB: module.jsBudgetKB }),
  });
  if (!result.success) throw new Error(`${source}: ${describeIssues(result.issues)}`);
  return result.output;
}

/** Emits `routes.json` next to `mf-manifest.json`; apps without a routes.ts ship none. */
export class RoutesManifestPlugin {
  constructor(private readonly appDir: string) {}

  apply(compiler: Compiler): void {
    const source = path.join(this.appDir, ROUTES_SOURCE);
    if (!existsSync(source)) return;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.fileDependencies.add(source);
      compilation.hooks.processAssets.tapPromise(
        { name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          try {
            const manifest = await readRoutesManifest(this.appDir);
            compilation.emitAsset(
              ROUTES_FILE,
              new webpack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
            );
          } catch (error) {
            compilation.errors.push(
              new webpack.WebpackError(error instanceof Error ? error.message : String(error)),
            );
          }
        },
      );
    });
  }
}
