/**
 * A picture the build converted from a campaign's source art (PNG, JPEG or SVG): AVIF and WebP at
 * each width of its preset, with a JPEG fallback, and the intrinsic size that reserves its room.
 * What `import art from './art.svg?responsive=<preset>'` gives an app, and what a route's hero
 * preload is made of. Sizes per preset are in IMAGE_PRESETS.
 */
export interface ResponsiveImageSet {
  /** Intrinsic size of the largest variant: the `<img>`'s width and height (no layout shift). */
  width: number;
  height: number;
  /** The largest JPEG: the `<img>`'s src for browsers without srcset. */
  src: string;
  /** The JPEG variants (`url 400w, url 800w`). */
  srcSet: string;
  /** AVIF first, then WebP: the `<picture>`'s sources, best first. */
  sources: { type: 'image/avif' | 'image/webp'; srcSet: string }[];
  /** The `sizes` the preset's layout needs. */
  sizes: string;
}

/**
 * The layouts campaign art is drawn at (CSS px) and the widths each is rendered at (1x and 2x
 * screens). 001 §2 names 980 wide and 400 portrait for the slideshow and 200 for thumbnails.
 */
export const IMAGE_PRESETS = {
  /**
   * The landing's key art, across the page up to 960 px. The document's preload uses these sizes:
   * a page drawing the hero otherwise would make the browser pick another file than it preloaded.
   * 768 is what a common phone takes (412 px at 1.75x: 14 KB of AVIF where 1280 was 25), 960 a
   * desktop at 1x; 1280 the sharp screens.
   */
  hero: { widths: [640, 768, 960, 1280], sizes: '(min-width: 1000px) 960px, 100vw' },
  slideWide: { widths: [980], sizes: '(min-width: 768px) 980px, 100vw' },
  slidePortrait: { widths: [400, 800], sizes: '(max-width: 767px) 100vw, 400px' },
  thumbnail: { widths: [200, 400], sizes: '200px' },
  /** A character's full picture (3D / 2D view, portrait, phone background). */
  character: { widths: [320, 640], sizes: '(max-width: 767px) 80vw, 320px' },
  ticket: { widths: [180, 360], sizes: '180px' },
  icon: { widths: [40, 80], sizes: '40px' },
  /** A card or a section picture (worlds, story, biodata). */
  card: { widths: [480, 960], sizes: '(max-width: 767px) 100vw, 480px' },
} as const satisfies Record<string, { widths: readonly number[]; sizes: string }>;
export type ImagePreset = keyof typeof IMAGE_PRESETS;

export const isImagePreset = (value: unknown): value is ImagePreset =>
  typeof value === 'string' && Object.hasOwn(IMAGE_PRESETS, value);

/** Formats, best first; the last is the fallback every browser reads. */
export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** A route's hero as routes.json carries it: the AVIF variants the document preloads. */
export interface HeroPreload {
  type: 'image/avif';
  sizes: string;
  /** Files of the app's build (relative, resolved by the gateway against the app's base) and their widths. */
  candidates: { file: string; width: number }[];
}
