/**
 * Builds or serves the app in the current working directory from its `federation.config.ts`.
 *   build [--out <dir>] [--mode development]   production build (content-hashed, mf-manifest.json)
 *   serve                                     standalone dev server on the app's devPort
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { addDocumentStyles } from './server/documentStyles';
import { writeScriptFontsFile } from './server/scriptFontsFile';
import { createServerRenderConfig, SERVER_RENDER_FILE } from './server/serverRender';
import { SCRIPT_FONTS_FILE } from '@portal/routes/registry';
import { createWebpackConfig, productionAliases } from './webpackConfig';
import { devServerOptions } from './devServer';
import type { FederationAppConfig } from './types';

async function loadApp(appDir: string): Promise<FederationAppConfig> {
  const mod = (await import(path.join(appDir, 'federation.config.ts'))) as {
    default: FederationAppConfig | { default: FederationAppConfig };
  };
  const config = mod.default;
  return 'default' in config ? config.default : config;
}

function run(compiler: webpack.Compiler): Promise<webpack.Stats> {
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) return reject(error ?? new Error('webpack produced no stats'));
      resolve(stats);
    });
  });
}

/** Stops the build on errors; prints warnings. */
function report(stats: webpack.Stats): void {
  if (stats.hasErrors()) {
    console.error(stats.toString('errors-only'));
    process.exit(1);
  }
  const warnings = stats.toString('errors-warnings').trim();
  if (warnings) console.warn(warnings);
}

async function main() {
  const { positionals, values } = parseArgs({
    options: { out: { type: 'string' }, mode: { type: 'string' } },
    allowPositionals: true,
  });
  const [command = 'build'] = positionals;
  if (values.mode !== undefined && values.mode !== 'development' && values.mode !== 'production') {
    throw new Error(`--mode takes development or production (got "${values.mode}")`);
  }
  const appDir = process.cwd();
  const app = await loadApp(appDir);
  if (command === 'build') {
    const outDir = path.resolve(appDir, values.out ?? 'dist');
    const mode = values.mode ?? 'production';
    const config = createWebpackConfig({ appDir, app, mode, outDir, standalone: false });
    report(await run(webpack(config)));
    const { serverRender } = app;
    if (serverRender && mode === 'production') {
      const aliases = productionAliases(appDir);
      report(
        await run(
          webpack(createServerRenderConfig({ appDir, app: { ...app, serverRender }, outDir, aliases })),
        ),
      );
      console.log(`${app.name}: server render in ${path.join(outDir, SERVER_RENDER_FILE)}`);
      if (await addDocumentStyles(outDir)) console.log(`${app.name}: the frame's styles are in its document`);
      if (await writeScriptFontsFile(outDir))
        console.log(`${app.name}: its script fonts are named in ${SCRIPT_FONTS_FILE}`);
    }
    console.log(`${app.name}: built into ${outDir}`);
    return;
  }
  if (command === 'serve') {
    const outDir = path.join(appDir, 'dist-dev');
    const config = createWebpackConfig({ appDir, app, mode: 'development', outDir, standalone: true });
    const server = new WebpackDevServer(devServerOptions(app), webpack(config));
    await server.start();
    console.log(`${app.name}: http://127.0.0.1:${app.devPort}/`);
    return;
  }
  console.error(`unknown command "${command}" (use build or serve)`);
  process.exit(2);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
