/**
 * What a studio page downloads for the embeds, in deterministic bytes: each file of the production
 * builds compressed with brotli at quality 11 (what the gateway precompresses). Read by the
 * studio-bytes spec (the budgets) and `npm run bench` (the report).
 *  - loader: `/embed/v1.js`, the PortalEmbed loader with the federation runtime.
 *  - page base: React and the shared libraries, fetched once per page by the first widget (from its
 *    remote's `shared-react` and `shared` files), whichever widget that is.
 *  - a widget's first mount: its remote's entry and the files of its `./embed` expose.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { repoRoot } from './tempPortal';

/** The remote drawing each widget (packages/embed-sdk/src/widgets.ts); sign-in is drawn by the loader. */
export const EMBED_WIDGETS = {
  feedback: 'mf-help',
  'wallet-balance': 'mf-wallet-vip',
  'vip-rank': 'mf-wallet-vip',
  'pre-registration': 'mf-campaign-ash-echoes',
  'campaign-landing': 'mf-campaign-ash-echoes',
  'public-profile': 'mf-profile',
} as const;

export const LOADER_BUDGET = 30 * 1024;
export const WIDGET_BUDGET = 60 * 1024;

interface FederationManifest {
  metaData: { remoteEntry: { name: string; path?: string } };
  exposes: { path: string; assets: { js: { sync: string[] } } }[];
  shared: { assets: { js: { sync: string[] } } }[];
}

export function brotliBytes(file: string): number {
  const body = readFileSync(file);
  return brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  }).length;
}

const sum = (dir: string, files: string[]) =>
  files.reduce((total, file) => total + brotliBytes(path.join(dir, file)), 0);

function manifestOf(app: string): { dir: string; manifest: FederationManifest } {
  const dir = path.join(repoRoot, app, 'dist');
  return { dir, manifest: JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) };
}

export interface EmbedBytes {
  loader: number;
  /** The largest page base among the remotes (the first widget's remote provides it). */
  pageBase: number;
  widgets: { widget: string; app: string; files: number; bytes: number }[];
}

export function embedBytes(): EmbedBytes {
  const loader = brotliBytes(path.join(repoRoot, 'packages/embed-sdk/dist/v1.js'));
  let pageBase = 0;
  const widgets = Object.entries(EMBED_WIDGETS).map(([widget, app]) => {
    const { dir, manifest } = manifestOf(app);
    const embed = manifest.exposes.find((expose) => expose.path === './embed');
    if (!embed) throw new Error(`${app}/dist/mf-manifest.json exposes no ./embed`);
    const { name, path: entryPath = '' } = manifest.metaData.remoteEntry;
    const files = [path.posix.join(entryPath.replace(/^\/+/, ''), name), ...embed.assets.js.sync];
    const shared = [...new Set(manifest.shared.flatMap((module) => module.assets.js.sync))];
    pageBase = Math.max(pageBase, sum(dir, shared));
    return { widget, app, files: files.length, bytes: sum(dir, files) };
  });
  return { loader, pageBase, widgets };
}
