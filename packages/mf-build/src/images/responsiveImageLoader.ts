/**
 * Webpack loader for `import art from './art.svg?responsive=<preset>'`: converts the source with
 * sharp (renderResponsiveImage), emits the variants and exports the `ResponsiveImageSet` the kit's
 * `<ResponsiveImage>` draws. Plain `import url from './art.svg'` stays an asset URL.
 */
import { IMAGE_PRESETS, isImagePreset, type ResponsiveImageSet } from '@portal/routes';
import type { LoaderContext } from 'webpack';
import { renderResponsiveImage, type ImageVariant } from './responsiveImage';

export const RESPONSIVE_QUERY = /[?&]responsive=/;

/** The module's code: URLs under the public path the app was loaded from. */
export function responsiveImageModule(variants: ImageVariant[], sizes: string): string {
  const url = (file: string) => `__webpack_public_path__ + ${JSON.stringify(file)}`;
  const srcSet = (format: ImageVariant['format']) =>
    variants
      .filter((variant) => variant.format === format)
      .sort((a, b) => a.width - b.width)
      .map((variant) => `${url(variant.file)} + ${JSON.stringify(` ${variant.width}w`)}`)
      .join(' + ", " + ');
  const jpegs = variants.filter((variant) => variant.format === 'jpeg').sort((a, b) => a.width - b.width);
  const largest = jpegs[jpegs.length - 1];
  if (!largest) throw new Error('no JPEG variant');
  const shape: Record<keyof ResponsiveImageSet, string> = {
    width: String(largest.width),
    height: String(largest.height),
    src: url(largest.file),
    srcSet: srcSet('jpeg'),
    sources: `[{ type: "image/avif", srcSet: ${srcSet('avif')} }, { type: "image/webp", srcSet: ${srcSet('webp')} }]`,
    sizes: JSON.stringify(sizes),
  };
  return `export default { ${Object.entries(shape)
    .map(([key, value]) => `${key}: ${value}`)
    .join(', ')} };\n`;
}

export default function responsiveImageLoader(this: LoaderContext<object>, source: Buffer): void {
  const callback = this.async();
  const preset = new URLSearchParams(this.resourceQuery.slice(1)).get('responsive');
  if (!isImagePreset(preset)) {
    callback(
      new Error(
        `${this.resourcePath}: ?responsive=${preset ?? ''} is not a preset (${Object.keys(IMAGE_PRESETS).join(', ')})`,
      ),
    );
    return;
  }
  renderResponsiveImage(source, this.resourcePath, preset).then(
    (variants) => {
      for (const variant of variants) this.emitFile(variant.file, variant.data);
      callback(null, responsiveImageModule(variants, IMAGE_PRESETS[preset].sizes));
    },
    (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
  );
}

/** Webpack passes the file's bytes, not text. */
export const raw = true;
