import path from 'node:path';
import sharp from 'sharp';
import webpack, { type Compiler } from 'webpack';
import type { FederationAppConfig, WebAppConfig } from '../types';

const PLUGIN = 'WebAppManifestPlugin';
export const WEB_APP_MANIFEST = 'manifest.webmanifest';

/** The icons a phone's home screen, a browser tab and an app switcher ask for. */
const ICONS = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/maskable-512.png', size: 512, purpose: 'maskable' },
  { file: 'icons/apple-touch-icon.png', size: 180, purpose: undefined },
] as const;

export function webAppManifest(app: Pick<FederationAppConfig, 'title'>, webApp: WebAppConfig) {
  return {
    name: app.title,
    short_name: webApp.shortName,
    description: webApp.description,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: webApp.themeColor,
    background_color: webApp.backgroundColor,
    icons: ICONS.filter((icon) => icon.purpose).map((icon) => ({
      src: `/${icon.file}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}

/**
 * Emits `manifest.webmanifest` and the icons, rendered from one source icon with sharp; a maskable
 * icon keeps the art inside the safe zone (80 %) on the theme's background.
 */
export class WebAppManifestPlugin {
  constructor(
    private readonly appDir: string,
    private readonly app: FederationAppConfig,
    private readonly webApp: WebAppConfig,
  ) {}

  apply(compiler: Compiler): void {
    const source = path.join(this.appDir, this.webApp.icon);
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.fileDependencies.add(source);
      compilation.hooks.processAssets.tapPromise(
        { name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          try {
            for (const icon of ICONS) {
              const inner = icon.purpose === 'maskable' ? Math.round(icon.size * 0.8) : icon.size;
              const art = await sharp(source, { density: 384 }).resize(inner, inner).png().toBuffer();
              const png =
                inner === icon.size
                  ? art
                  : await sharp({
                      create: {
                        width: icon.size,
                        height: icon.size,
                        channels: 4,
                        background: this.webApp.backgroundColor,
                      },
                    })
                      .composite([{ input: art, gravity: 'centre' }])
                      .png()
                      .toBuffer();
              compilation.emitAsset(icon.file, new webpack.sources.RawSource(png));
            }
            compilation.emitAsset(
              WEB_APP_MANIFEST,
              new webpack.sources.RawSource(
                `${JSON.stringify(webAppManifest(this.app, this.webApp), null, 2)}\n`,
              ),
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
