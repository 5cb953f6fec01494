import { createHash } from 'node:crypto';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { IMAGE_FORMATS, IMAGE_PRESETS, type ImageFormat, type ImagePreset } from '@portal/routes';

/** One converted file of a source picture. */
export interface ImageVariant {
  format: ImageFormat;
  width: number;
  height: number;
  /** Path in the build output, content-hashed (`images/slide-1-wide-980.1a2b3c4d.avif`). */
  file: string;
  data: Buffer;
}

/** Encoder settings: small files at a quality art survives; AVIF's effort kept low for build time. */
const ENCODE: Record<ImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 78, effort: 4 }),
  jpeg: (image) => image.flatten({ background: '#0b0d14' }).jpeg({ quality: 80, mozjpeg: true }),
};

const isVector = (name: string) => /\.svg$/i.test(name);

/**
 * The widths a source is rendered at: the preset's, never above a raster source's own width (no
 * upscaling; its own width instead when it is narrower than them all). Vector art is drawn at
 * every width.
 */
function widthsFor(preset: ImagePreset, sourceWidth: number, vector: boolean): number[] {
  const widths: readonly number[] = IMAGE_PRESETS[preset].widths;
  if (vector) return [...widths];
  const fitting = widths.filter((width) => width <= sourceWidth);
  return fitting.length > 0 ? fitting : [sourceWidth];
}

/**
 * Converts one source picture (PNG, JPEG or SVG) into the preset's widths in AVIF, WebP and JPEG.
 * Deterministic: the same source and preset give the same files, so the page's `<picture>` (the
 * loader) and the document's preload (the routes manifest) name the same URLs.
 */
export async function renderResponsiveImage(
  source: Buffer,
  sourceName: string,
  preset: ImagePreset,
): Promise<ImageVariant[]> {
  const vector = isVector(sourceName);
  const metadata = await sharp(source).metadata();
  if (!metadata.width || !metadata.height) throw new Error(`${sourceName}: not a picture sharp can read`);
  const widths = widthsFor(preset, metadata.width, vector);
  const largest = Math.max(...widths);
  // SVG is rasterised at the density that draws its largest width sharp (72 dpi is its natural size).
  const density = vector ? Math.max(72, Math.ceil((72 * largest) / metadata.width)) : undefined;
  const base = path.basename(sourceName).replace(/\.[^.]+$/, '');
  const jobs = widths.flatMap((width) =>
    IMAGE_FORMATS.map(async (format): Promise<ImageVariant> => {
      const resized = sharp(source, { density }).resize({ width });
      const { data, info } = await ENCODE[format](resized).toBuffer({ resolveWithObject: true });
      const hash = createHash('sha256').update(data).digest('hex').slice(0, 8);
      const ext = format === 'jpeg' ? 'jpg' : format;
      return {
        format,
        width: info.width,
        height: info.height,
        file: `images/${base}-${width}.${hash}.${ext}`,
        data,
      };
    }),
  );
  return Promise.all(jobs);
}
