import sharp from 'sharp';
import type { ResponsiveImageSet } from '@portal/routes';
import { renderResponsiveImage } from './responsiveImage';
import { responsiveImageModule } from './responsiveImageLoader';

/** A 400×560 portrait slide drawn as vector art, the way a campaign's generated art is. */
const PORTRAIT_SVG = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="560" viewBox="0 0 400 560">
     <rect width="400" height="560" fill="#1b2447"/><circle cx="200" cy="240" r="120" fill="#f2c14e"/>
   </svg>`,
);

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#884422' } })
    .png()
    .toBuffer();

/** What the file really is, read back by sharp (AVIF is a HEIF container). */
const formatOf = async (data: Buffer) => {
  const { format, width, height } = await sharp(data).metadata();
  return { format, width, height };
};

jest.setTimeout(60_000);

describe('responsive variants of campaign art', () => {
  it('renders a portrait slide at 400 and 800 wide in AVIF, WebP and JPEG, keeping its proportions', async () => {
    const variants = await renderResponsiveImage(PORTRAIT_SVG, 'slide-1-portrait.svg', 'slidePortrait');
    expect(variants.map(({ format, width, height }) => `${format} ${width}×${height}`).sort()).toEqual([
      'avif 400×560',
      'avif 800×1120',
      'jpeg 400×560',
      'jpeg 800×1120',
      'webp 400×560',
      'webp 800×1120',
    ]);
    for (const variant of variants) {
      const read = await formatOf(variant.data);
      expect(read).toEqual({
        format: variant.format === 'avif' ? 'heif' : variant.format,
        width: variant.width,
        height: variant.height,
      });
      expect(variant.file).toMatch(
        new RegExp(
          `^images/slide-1-portrait-${variant.width}\\.[0-9a-f]{8}\\.${variant.format === 'jpeg' ? 'jpg' : variant.format}$`,
        ),
      );
    }
  });

  it('draws a wide slide at 980 and a thumbnail at 200 (001 §2 and §9)', async () => {
    const wide = await renderResponsiveImage(await photo(1960, 980), 'slide-wide.png', 'slideWide');
    expect(new Set(wide.map((variant) => `${variant.width}×${variant.height}`))).toEqual(
      new Set(['980×490']),
    );
    const thumbnail = await renderResponsiveImage(await photo(1200, 1200), 'card.jpg', 'thumbnail');
    expect(new Set(thumbnail.map((variant) => variant.width))).toEqual(new Set([200, 400]));
  });

  it('never enlarges a raster picture narrower than the preset', async () => {
    const variants = await renderResponsiveImage(await photo(300, 150), 'small.png', 'thumbnail');
    expect(new Set(variants.map((variant) => `${variant.width}×${variant.height}`))).toEqual(
      new Set(['200×100']),
    );
  });

  it('names the same files for the same source (the page and the document preload agree)', async () => {
    const once = await renderResponsiveImage(PORTRAIT_SVG, 'a.svg', 'thumbnail');
    const again = await renderResponsiveImage(PORTRAIT_SVG, 'a.svg', 'thumbnail');
    expect(again.map((variant) => variant.file)).toEqual(once.map((variant) => variant.file));
  });

  it('exports the image set a page draws: AVIF then WebP sources, the JPEG fallback and the intrinsic size', async () => {
    const variants = await renderResponsiveImage(PORTRAIT_SVG, 'slide.svg', 'slidePortrait');
    const code = responsiveImageModule(variants, '400px').replace('export default', 'return');
    const set = new Function('__webpack_public_path__', code)('/remotes/ae/') as ResponsiveImageSet;
    expect(set).toMatchObject({ width: 800, height: 1120, sizes: '400px' });
    expect(set.src).toMatch(/^\/remotes\/ae\/images\/slide-800\.[0-9a-f]{8}\.jpg$/);
    expect(set.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(set.sources[0]?.srcSet).toMatch(
      /^\/remotes\/ae\/images\/slide-400\.\w{8}\.avif 400w, \/remotes\/ae\/images\/slide-800\.\w{8}\.avif 800w$/,
    );
    expect(set.srcSet).toMatch(/slide-400\.\w{8}\.jpg 400w, .*slide-800\.\w{8}\.jpg 800w$/);
  });
});
