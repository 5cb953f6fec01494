import sharp from 'sharp';

/** The drawing's own width (thumbnail.ts draws at 400×225). */
const DRAWN_WIDTH = 400;
/** A card's picture at 2x when the page asks no width. */
export const DEFAULT_PICTURE_WIDTH = 400;
const WEBP_QUALITY = 78;

/**
 * A game's key art as a WebP picture of the given width. The SVG carries filters (the figures' rim
 * light) that the browser repaints on its main thread, 50–90 ms a card on a slow phone, each time a
 * page with several cards paints; a bitmap is decoded off the main thread. Rasterised at the width
 * asked (not scaled from a small bitmap), so it stays sharp.
 */
export function pictureOfDrawing(svg: string, width: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: (72 * width) / DRAWN_WIDTH })
    .resize({ width })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}

/**
 * Pictures made once per game and width, kept in memory: the widths are a short list and the
 * catalogue a few dozen games, so the map stays small; a game's art never changes with its code.
 */
export function createPictureCache(make: (gameCode: string, width: number) => Promise<Buffer>) {
  const made = new Map<string, Promise<Buffer>>();
  return (gameCode: string, width: number): Promise<Buffer> => {
    const key = `${gameCode}@${width}`;
    let picture = made.get(key);
    if (!picture) {
      picture = make(gameCode, width);
      made.set(key, picture);
      // A failure (an unknown game) is not kept: the next request asks again.
      picture.catch(() => made.delete(key));
    }
    return picture;
  };
}
