import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { SERVER_RENDER_FILE } from '@portal/routes/registry';
import { RESPONSIVE_QUERY } from '../images/responsiveImageLoader';
import type { FederationAppConfig } from '../types';

/** Where an app's server render sits in its build, beside the browser files of the same version. */
export { SERVER_RENDER_FILE };

const RESPONSIVE_IMAGE_LOADER = path.join(__dirname, '..', 'images', 'responsiveImageLoader.ts');

/**
 * The Node build of an app's `serverRender` entry (a campaign remote's landings, the shell's home): one self-contained CommonJS file (React,
 * react-dom/server, emotion and the app's code bundled in, no federation: it needs none of the
 * page's shared singletons) exporting `render`. Images resolve to the browser build's files (same
 * loader, same content hashes) under `globalThis.PORTAL_ASSET_BASE` (assetBase.ts); none are
 * emitted twice.
 */
export function createServerRenderConfig({
  appDir,
  app,
  outDir,
  aliases,
}: {
  appDir: string;
  app: FederationAppConfig & { serverRender: string };
  outDir: string;
  aliases: Record<string, string>;
}): Configuration {
  return {
    mode: 'production',
    target: 'node20',
    context: appDir,
    devtool: false,
    // An array entry exports its last module: the app's `render`.
    entry: { render: [path.join(__dirname, 'assetBase.ts'), app.serverRender] },
    output: {
      path: path.join(outDir, path.dirname(SERVER_RENDER_FILE)),
      filename: path.basename(SERVER_RENDER_FILE),
      library: { type: 'commonjs2' },
      publicPath: '',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: false,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: aliases },
    module: {
      // The browser's Web Workers (the proof-of-work solver) have no place in a render: not bundled.
      parser: { javascript: { worker: false } },
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                target: 'es2022',
                transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
              },
            },
          },
        },
        {
          test: /\.(png|jpe?g|svg)$/i,
          resourceQuery: RESPONSIVE_QUERY,
          use: { loader: RESPONSIVE_IMAGE_LOADER, options: { emit: false } },
        },
        {
          test: /\.(png|jpe?g|svg|webp|gif|woff2?)$/,
          resourceQuery: { not: [RESPONSIVE_QUERY] },
          type: 'asset/resource',
          generator: { emit: false },
        },
        { dependency: 'url', type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({ __BUILD_LABEL__: JSON.stringify(process.env.BUILD_LABEL ?? '') }),
      // One file: lazy pages and sections are bundled in, so a render never waits on a chunk.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false, moduleIds: 'deterministic' },
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}
