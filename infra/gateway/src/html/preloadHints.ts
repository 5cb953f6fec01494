/**
 * Preload hints for the remote that owns a route, read from its Module Federation manifest:
 * the browser fetches manifest, remoteEntry and the `./app` chunks in parallel with the shell's
 * own JS instead of one after the other (the LCP waterfall noted in TOOLCHAIN.md).
 */
export interface PreloadHint {
  href: string;
  as: 'fetch' | 'script' | 'style' | 'image';
  /** `fetch()` requests are CORS-mode: the preload must be too, or the browser downloads twice. */
  crossorigin?: boolean;
  /** A responsive picture (the landing's hero): the browser picks the candidate its `<img>` will. */
  image?: { srcset: string; sizes: string; type: string };
}

/** The image attributes of a hint, for the tag (`attr="…"`) or the Link header (`; attr="…"`). */
const imageParams = (hint: PreloadHint): [string, string][] =>
  hint.image
    ? [
        ['imagesrcset', hint.image.srcset],
        ['imagesizes', hint.image.sizes],
        ['type', hint.image.type],
        ['fetchpriority', 'high'],
      ]
    : [];

import { APP_EXPOSE, LIFECYCLES_SHARE } from '@portal/routes';

export { APP_EXPOSE };
/** Script preloads beyond this add contention rather than speed. */
const MAX_SCRIPT_HINTS = 6;

interface ManifestAssets {
  js?: { sync?: unknown };
  css?: { sync?: unknown };
}
interface FederationManifest {
  metaData?: {
    publicPath?: unknown;
    getPublicPath?: unknown;
    remoteEntry?: { name?: unknown; path?: unknown };
  };
  exposes?: { path?: unknown; name?: unknown; assets?: ManifestAssets }[];
  shared?: { name?: unknown; assets?: ManifestAssets }[];
}

export const manifestHint = (manifestUrl: string): PreloadHint => ({
  href: manifestUrl,
  as: 'fetch',
  crossorigin: true,
});

/**
 * Hints for manifest, remoteEntry, the `./app` expose's synchronous JS and CSS and the lifecycles
 * the remote mounts through (else fetched only once its entry has run: one more round trip).
 */
export function hintsFromManifest(manifestUrl: string, manifest: unknown): PreloadHint[] {
  const { metaData, exposes, shared } = (manifest ?? {}) as FederationManifest;
  const base = assetBase(manifestUrl, metaData);
  const hints: PreloadHint[] = [manifestHint(manifestUrl)];
  const entryName = metaData?.remoteEntry?.name;
  if (typeof entryName === 'string' && entryName) {
    hints.push({
      href: resolveAsset(base, joinEntryPath(metaData?.remoteEntry?.path, entryName)),
      as: 'script',
    });
  }
  const appExpose = Array.isArray(exposes) ? exposes.find((expose) => expose.path === APP_EXPOSE) : undefined;
  const lifecycles = Array.isArray(shared)
    ? shared.find((module) => module.name === LIFECYCLES_SHARE)
    : undefined;
  const scripts = [
    ...stringList(appExpose?.assets?.js?.sync),
    ...stringList(lifecycles?.assets?.js?.sync),
  ].slice(0, MAX_SCRIPT_HINTS);
  const styles = stringList(appExpose?.assets?.css?.sync);
  for (const asset of scripts) hints.push({ href: resolveAsset(base, asset), as: 'script' });
  for (const asset of styles) hints.push({ href: resolveAsset(base, asset), as: 'style' });
  // A remote on another origin (the CDN) is loaded in CORS mode: its scripts carry crossorigin (the
  // federation runtime and webpack's crossOriginLoading set it), so the hints must too, or the
  // browser fetches each file twice.
  return hints
    .filter((hint) => isSafeHref(hint.href))
    .map((hint) => (/^https?:\/\//.test(hint.href) ? { ...hint, crossorigin: true } : hint));
}

/**
 * Hints for the files holding each language's texts (a build's `texts.json`, its files under
 * `base`), which an app's first render waits for: language → hints.
 */
export function textHints(base: string, texts: unknown): Record<string, PreloadHint[]> {
  const byLanguage: Record<string, PreloadHint[]> = {};
  if (!texts || typeof texts !== 'object') return byLanguage;
  for (const [language, files] of Object.entries(texts as Record<string, unknown>)) {
    if (!/^[a-z]{2}$/.test(language)) continue;
    byLanguage[language] = stringList(files)
      .slice(0, MAX_SCRIPT_HINTS)
      .map((file): PreloadHint => ({ href: resolveAsset(base, file), as: 'script' }))
      .filter((hint) => isSafeHref(hint.href))
      .map((hint) => (/^https?:\/\//.test(hint.href) ? { ...hint, crossorigin: true } : hint));
  }
  return byLanguage;
}

/** textHints for a remote, whose files live where its manifest says. */
export function textHintsFromManifest(
  manifestUrl: string,
  manifest: unknown,
  texts: unknown,
): Record<string, PreloadHint[]> {
  return textHints(assetBase(manifestUrl, (manifest as FederationManifest | null)?.metaData), texts);
}

export function linkHeader(hints: PreloadHint[]): string {
  return hints
    .map(
      (hint) =>
        `<${hint.href}>; rel=preload; as=${hint.as}${hint.crossorigin ? '; crossorigin' : ''}${imageParams(
          hint,
        )
          .map(([name, value]) => `; ${name}="${value.replace(/["\\]/g, '')}"`)
          .join('')}`,
    )
    .join(', ');
}

export function linkTags(hints: PreloadHint[]): string {
  return hints
    .map(
      (hint) =>
        `<link rel="preload" as="${hint.as}" href="${escapeAttribute(hint.href)}"${hint.crossorigin ? ' crossorigin' : ''}${imageParams(
          hint,
        )
          .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
          .join('')}>`,
    )
    .join('');
}

/** Where a manifest's assets live: its publicPath, or its own folder for `publicPath: 'auto'` (how the MF runtime resolves it). */
function assetBase(manifestUrl: string, metaData: FederationManifest['metaData']): string {
  const publicPath = metaData?.publicPath;
  if (typeof publicPath === 'string' && publicPath !== 'auto' && !('getPublicPath' in (metaData ?? {}))) {
    return resolveAsset(manifestUrl, publicPath);
  }
  return manifestUrl.replace(/[?#].*$/, '').replace(/\/[^/]*$/, '/');
}

function joinEntryPath(entryPath: unknown, name: string): string {
  const folder = typeof entryPath === 'string' ? entryPath.replace(/^\.?\/+/, '').replace(/\/+$/, '') : '';
  return folder && folder !== '.' ? `${folder}/${name}` : name;
}

const PLACEHOLDER_ORIGIN = 'http://gateway.invalid';

/** Resolves like a browser would, keeping same-origin paths relative. */
function resolveAsset(base: string, asset: string): string {
  const url = new URL(asset, new URL(base, PLACEHOLDER_ORIGIN));
  return url.origin === PLACEHOLDER_ORIGIN ? `${url.pathname}${url.search}` : url.href;
}

function stringList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && item.length > 0)
    : [];
}

/** A manifest is data from a build: keep anything that could break out of a header or attribute out. */
function isSafeHref(href: string): boolean {
  return !/[\s<>"',;\\]/.test(href);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
