import { createHash } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { PREVIEW_IMAGE } from '@portal/routes';

export interface RenderedImage {
  /** Path in the build output, content-hashed (`og/key-art.1a2b3c4d.jpg`). */
  file: string;
  data: Buffer;
}

/** Vector art is rasterised at this density (dpi): sharp's default 72 would blur it when scaled up. */
const SVG_DENSITY = 288;

/**
 * A page's link-preview image: the source art cropped to Open Graph's 1200×630 (centred) as a
 * JPEG, the format every chat app and social network reads.
 */
export async function renderPreviewImage(appDir: string, source: string): Promise<RenderedImage> {
  const input = path.join(appDir, source);
  const data = await sharp(input, { density: /\.svg$/i.test(source) ? SVG_DENSITY : undefined })
    .resize(PREVIEW_IMAGE.width, PREVIEW_IMAGE.height, { fit: 'cover', position: 'attention' })
    .flatten({ background: '#0b0d14' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 8);
  const name = path.basename(source).replace(/\.[^.]+$/, '');
  return { file: `og/${name}.${hash}.jpg`, data };
}
