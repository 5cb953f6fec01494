import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as v from 'valibot';
import webpack, { type Compiler } from 'webpack';
import { renderPreviewImage, type RenderedImage } from './images/previewImage';
import { renderResponsiveImage, type ImageVariant } from './images/responsiveImage';
import { IMAGE_PRESETS, PAGE_META_SOURCE, type HeroPreload } from '@portal/routes';
import {
  describeIssues,
  ROUTES_FILE,
  ROUTES_SCHEMA_VERSION,
  RoutesManifestSchema,
  type RoutesManifest,
  type SharedExports,
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

/**
 * The manifest as the build ships it: each route's preview image rendered (once per source) and
 * named by the file the build emits instead of its source.
 */
export async function withRenderedImages(
  appDir: string,
  manifest: RoutesManifest,
): Promise<{ manifest: RoutesManifest; images: RenderedImage[] }> {
  const rendered = new Map<string, Promise<RenderedImage>>();
  const render = (source: string) => {
    if (!rendered.has(source)) rendered.set(source, renderPreviewImage(appDir, source));
    return rendered.get(source)!;
  };
  const heroes = new Map<string, Promise<ImageVariant[]>>();
  const renderHero = (source: string) => {
    if (!heroes.has(source))
      heroes.set(
        source,
        readFile(path.join(appDir, source)).then((data) => renderResponsiveImage(data, source, 'hero')),
      );
    return heroes.get(source)!;
  };
  const routes = await Promise.all(
    manifest.routes.map(async (route) => {
      if (!route.meta) return route;
      const { image, hero } = route.meta;
      return {
        ...route,
        meta: {
          ...route.meta,
          ...(image ? { image: (await render(image)).file } : {}),
          ...(typeof hero === 'string' ? { hero: heroPreload(await renderHero(hero)) } : {}),
        },
      };
    }),
  );
  const heroFiles = (await Promise.all(heroes.values())).flat().map(({ file, data }) => ({ file, data }));
  return {
    manifest: { ...manifest, routes },
    images: [...(await Promise.all(rendered.values())), ...heroFiles],
  };
}

/** The hero's AVIF variants, the format the page's `<picture>` offers first. */
function heroPreload(variants: ImageVariant[]): HeroPreload {
  return {
    type: 'image/avif',
    sizes: IMAGE_PRESETS.hero.sizes,
    candidates: variants
      .filter((variant) => variant.format === 'avif')
      .sort((a, b) => a.width - b.width)
      .map(({ file, width }) => ({ file, width })),
  };
}

/**
 * Emits `routes.json` next to `mf-manifest.json` (apps without a routes.ts ship none) with the
 * preview images its routes name. The app's `pageMeta.ts` (the titles and descriptions of every
 * language) goes into that file only: in the app's JS it is an empty module.
 */
export class RoutesManifestPlugin {
  constructor(
    private readonly appDir: string,
    /** What the build's tree-shaken shared copies hold and what the app calls (deploys compare them). */
    private readonly sharedExports: () => SharedExports = () => ({}),
  ) {}

  apply(compiler: Compiler): void {
    const source = path.join(this.appDir, ROUTES_SOURCE);
    if (!existsSync(source)) return;
    const pageMeta = path.join(this.appDir, PAGE_META_SOURCE);
    new webpack.NormalModuleReplacementPlugin(
      /pageMeta(?:\.ts)?$/,
      (resource: { context: string; request: string }) => {
        if (path.resolve(resource.context, resource.request).replace(/(\.ts)?$/, '.ts') === pageMeta)
          resource.request = EMPTY_PAGE_META;
      },
    ).apply(compiler);
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.fileDependencies.add(source);
      if (existsSync(pageMeta)) compilation.fileDependencies.add(pageMeta);
      compilation.hooks.processAssets.tapPromise(
        { name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          try {
            const { manifest, images } = await withRenderedImages(this.appDir, {
              ...(await readRoutesManifest(this.appDir)),
              shared: this.sharedExports(),
            });
            // The hero's files are also the page's (the loader emitted them when the page imports it).
            for (const image of images)
              if (!compilation.getAsset(image.file))
                compilation.emitAsset(image.file, new webpack.sources.RawSource(image.data));
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

/** What `pageMeta.ts` is in an app's bundle: every route's `meta` reads undefined there. */
const EMPTY_PAGE_META = path.join(__dirname, 'images', 'emptyPageMeta.ts');
