import { createRequire } from 'node:module';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack, { type Configuration } from 'webpack';
import { BootPreloadPlugin } from './bootPreload';
import { devOrigin } from './devServer';
import { CompileHintsPlugin } from './compileHints';
import { DocumentTextsPlugin } from './documentTexts';
import { splitChunksConfig } from './chunking';
import { ReproducibleBuildPlugin } from './reproducibleBuild';
import { RoutesManifestPlugin } from './routesManifest';
import { RESPONSIVE_QUERY } from './images/responsiveImageLoader';
import { WebAppManifestPlugin } from './images/webAppManifest';
import { TextsChunksPlugin } from './textsChunks';
import { EmbedEntryPlugin } from './runtime/EmbedEntryPlugin';
import { compactRuntimePlugins, federationSdkAlias } from './runtime/compactRuntime';
import { sharedConfig, workspaceRoot } from './shared';
import { sharedExportsOf } from './sharedExports';
import type { FederationAppConfig } from './types';

/** Run from source by the build (tsx), like the rest of this package. */
const RESPONSIVE_IMAGE_LOADER = path.join(__dirname, 'images', 'responsiveImageLoader.ts');
const PURE_REACT_CALLS_LOADER = path.join(__dirname, 'pureReactCalls.ts');
const PURE_SCHEMA_CALLS_LOADER = path.join(__dirname, 'pureSchemaCalls.ts');
const ENDPOINT_DOCS_LOADER = path.join(__dirname, 'endpointDocs.ts');

/** Libraries whose unused components only drop out once their React calls are marked pure. */
const UNANNOTATED_LIBRARIES = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/;

export interface BuildOptions {
  appDir: string;
  app: FederationAppConfig;
  mode: 'production' | 'development';
  outDir: string;
  /** Standalone development server: remotes get a page of their own that mounts the app alone. */
  standalone: boolean;
}

const swcOptions = (mode: BuildOptions['mode']) => ({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    target: 'es2020',
    transform: {
      react: { runtime: 'automatic', importSource: '@emotion/react', development: mode === 'development' },
    },
  },
});

/**
 * react-router 7's `exports` map has no production condition (upstream #12532), so webpack would
 * bundle its development build: point the package and its `/dom` entry at the production files.
 */
export function productionAliases(appDir: string): Record<string, string> {
  const require = createRequire(path.join(appDir, 'package.json'));
  const routerDir = path.dirname(
    require.resolve('react-router/package.json', { paths: [require.resolve('react-router-dom')] }),
  );
  return {
    'react-router$': path.join(routerDir, 'dist/production/index.mjs'),
    'react-router/dom$': path.join(routerDir, 'dist/production/dom-export.mjs'),
  };
}

/**
 * The federation runtime is built for browsers only (its Node branches dropped), and a remote
 * that loads no other remote leaves the remote-loading code out of its remoteEntry. The shell, which
 * loads every remote by its manifest, swaps the runtime's snapshot and preload-planning plugins for
 * the smaller `runtime/manifestRemotes.ts`.
 */
export function runtimeOptimization(app: FederationAppConfig): {
  target: 'web';
  disableRemote?: true;
  disableSnapshot?: true;
} {
  if (app.kind === 'host') return { target: 'web', disableSnapshot: true };
  return app.loadsRemotes ? { target: 'web' } : { target: 'web', disableRemote: true };
}

/**
 * One federation runtime on the page: the shell provides its own to the remotes (a runtime plugin
 * publishing the part they read), and a production remote is built to use it instead of bundling
 * one. A standalone development page has no shell, so it keeps its own.
 */
export function federationRuntimeSharing(app: FederationAppConfig, runsInShell: boolean) {
  if (app.kind === 'host')
    return {
      runtimePlugins: [
        path.join(__dirname, 'runtime/provideRuntimeCore.ts'),
        path.join(__dirname, 'runtime/manifestRemotes.ts'),
      ],
      externalRuntime: false,
    };
  return { runtimePlugins: [], externalRuntime: runsInShell };
}

/**
 * The shell's HTML is served on deep links, so its files resolve from the origin root. A deployed
 * remote's files resolve from wherever its manifest was loaded (a versioned folder, another origin).
 * A remote's dev server is both a page of its own, opened at any nested route, and a remote the
 * shell's dev server loads cross-origin: its files resolve from its own absolute address.
 */
export function publicPathFor(app: FederationAppConfig, standalone: boolean): string {
  if (app.kind === 'host') return '/';
  return standalone ? devOrigin(app) : 'auto';
}

/** One webpack config for every app: the difference between host and remote is data, not code. */
export function createWebpackConfig({ appDir, app, mode, outDir, standalone }: BuildOptions): Configuration {
  const isHost = app.kind === 'host';
  const production = mode === 'production';
  const hashed = production ? '[name].[contenthash:8].js' : '[name].js';
  const publicPath = publicPathFor(app, standalone);
  const hasPage = isHost || standalone;
  // Production pages carry these texts in their HTML (DocumentTextsPlugin below).
  const documentTextsFile =
    production && hasPage && app.documentTexts ? path.join(appDir, app.documentTexts) : undefined;
  const runtimeSharing = federationRuntimeSharing(app, production && !standalone);
  const shared = sharedConfig(appDir);

  return {
    mode,
    context: appDir,
    // Hidden in production: the .map files stay in dist for error tracking, but no bundle points at
    // them and the gateway never serves one (infra/gateway/src/static/sourceMaps.ts).
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    entry: hasPage ? { main: './src/index.ts' } : {},
    output: {
      path: outDir,
      publicPath,
      filename: hashed,
      chunkFilename: hashed,
      assetModuleFilename: production ? 'assets/[name].[contenthash:8][ext]' : 'assets/[name][ext]',
      uniqueName: app.name,
      // Chunks of a remote served from a CDN origin load in CORS mode (webpack sets it only on
      // cross-origin URLs), matching the gateway's crossorigin preload hints; errors stay readable.
      crossOriginLoading: 'anonymous',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: production ? { ...productionAliases(appDir), ...federationSdkAlias() } : {},
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          // Loaders run last to first: the endpoints' documentation is dropped, then schema builders
          // are marked pure in the source swc compiles.
          use: [
            { loader: 'swc-loader', options: swcOptions(mode) },
            { loader: PURE_SCHEMA_CALLS_LOADER },
            { loader: ENDPOINT_DOCS_LOADER },
          ],
        },
        { test: UNANNOTATED_LIBRARIES, use: { loader: PURE_REACT_CALLS_LOADER } },
        // `?responsive=<preset>`: AVIF, WebP and JPEG at the preset's widths (images/responsiveImageLoader.ts).
        {
          test: /\.(png|jpe?g|svg)$/i,
          resourceQuery: RESPONSIVE_QUERY,
          use: { loader: RESPONSIVE_IMAGE_LOADER },
        },
        {
          test: /\.(png|jpe?g|svg|webp|gif|woff2?)$/,
          resourceQuery: { not: [RESPONSIVE_QUERY] },
          type: 'asset/resource',
        },
      ],
    },
    plugins: [
      // A release label (e.g. a deploy's version) an app may show; empty unless BUILD_LABEL is set.
      new webpack.DefinePlugin({ __BUILD_LABEL__: JSON.stringify(process.env.BUILD_LABEL ?? '') }),
      new ModuleFederationPlugin({
        name: app.name,
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: app.exposes ?? {} }),
        shared,
        // One offline remote must not stall start-up: use what is loaded instead of waiting for all.
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        runtimePlugins: runtimeSharing.runtimePlugins,
        experiments: {
          optimization: runtimeOptimization(app),
          ...(runtimeSharing.externalRuntime ? { externalRuntime: true } : {}),
        },
      }),
      ...(runtimeSharing.externalRuntime ? [new EmbedEntryPlugin()] : []),
      ...(production ? [...compactRuntimePlugins(), new CompileHintsPlugin()] : []),
      new RoutesManifestPlugin(appDir, () => sharedExportsOf(appDir, workspaceRoot, shared)),
      ...(app.webApp ? [new WebAppManifestPlugin(appDir, app, app.webApp)] : []),
      new ReproducibleBuildPlugin(),
      new TextsChunksPlugin({ inDocument: documentTextsFile, commonTexts: isHost }),
      ...(hasPage
        ? [
            new HtmlWebpackPlugin({
              template: app.template ? path.join(appDir, app.template) : path.join(__dirname, 'index.html'),
              title: app.title,
              favicon: path.join(__dirname, 'favicon.svg'),
              scriptLoading: 'defer',
            }),
            new BootPreloadPlugin(),
            // In development the app imports them instead, so an edited text shows without a restart.
            ...(documentTextsFile ? [new DocumentTextsPlugin(documentTextsFile)] : []),
          ]
        : []),
    ],
    optimization: {
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: {} })],
      splitChunks: splitChunksConfig(app.kind),
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
    },
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}
