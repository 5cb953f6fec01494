/**
 * Webpack loader for `import art from './art.svg?responsive=<preset>'`: converts the source with
 * sharp (renderResponsiveImage), emits the variants and exports the `ResponsiveImageSet` the kit's
 * `<ResponsiveImage>` draws. Plain `import url from './art.svg'` stays an asset URL.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { IMAGE_PRESETS, isImagePreset, type ImagePreset, type ResponsiveImageSet } from '@portal/routes';
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

/**
 * Conversions already made in this build process: the server render's build asks for the same
 * pictures the browser build converted a moment before.
 */
const converted = new Map<string, Promise<ImageVariant[]>>();

function convertOnce(source: Buffer, sourceName: string, preset: ImagePreset): Promise<ImageVariant[]> {
  const key = `${createHash('sha256').update(source).digest('hex')}\u0000${path.basename(sourceName)}\u0000${preset}`;
  let variants = converted.get(key);
  if (!variants) {
    variants = renderResponsiveImage(source, sourceName, preset);
    converted.set(key, variants);
    variants.catch(() => converted.delete(key));
  }
  return variants;
}

export default function responsiveImageLoader(this: LoaderContext<{ emit?: boolean }>, source: Buffer): void {
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
  convertOnce(source, this.resourcePath, preset).then(
    (variants) => {
      // A server render points at the browser build's files: it emits none of its own.
      if (this.getOptions().emit !== false)
        for (const variant of variants) this.emitFile(variant.file, variant.data);
      callback(null, responsiveImageModule(variants, IMAGE_PRESETS[preset].sizes));
    },
    (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
  );
}

/** Webpack passes the file's bytes, not text. */
export const raw = true;
