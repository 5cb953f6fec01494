import type { ImgHTMLAttributes } from 'react';
import { SERVED_PICTURE_TIMING, type ResponsiveImageSet } from '@portal/routes';

export type { ResponsiveImageSet };

export interface ResponsiveImageProps extends Pick<
  ImgHTMLAttributes<HTMLImageElement>,
  'className' | 'style'
> {
  /** `import art from './art.svg?responsive=<preset>'`. */
  image: ResponsiveImageSet;
  alt: string;
  /** Overrides the preset's `sizes` when the layout draws the picture at another size. */
  sizes?: string;
  /**
   * Above the fold (a landing's hero, a first slide): loaded at once, with high priority; the hero's
   * preload in the document names the same AVIF files; a served page's scripts start once the browser
   * reports it presented (`elementtiming`). Everything else loads lazily.
   */
  priority?: boolean;
  /** Art direction: another picture where the media query matches (a wide slide above 767 px). */
  art?: { media: string; image: ResponsiveImageSet; sizes?: string };
}

/**
 * Campaign art as the build converted it: AVIF, then WebP, then the JPEG fallback, each with its
 * widths (`srcset`/`sizes`), and the intrinsic width and height so the page keeps its room while the
 * picture loads (no layout shift).
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  priority = false,
  art,
  className,
  style,
}: ResponsiveImageProps) {
  return (
    <picture>
      {art &&
        art.image.sources.map((source) => (
          <source
            key={`art-${source.type}`}
            media={art.media}
            type={source.type}
            srcSet={source.srcSet}
            sizes={art.sizes ?? art.image.sizes}
            width={art.image.width}
            height={art.image.height}
          />
        ))}
      {art && (
        <source
          media={art.media}
          srcSet={art.image.srcSet}
          sizes={art.sizes ?? art.image.sizes}
          width={art.image.width}
          height={art.image.height}
        />
      )}
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes ?? image.sizes} />
      ))}
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={sizes ?? image.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        {...(priority && { elementtiming: SERVED_PICTURE_TIMING })}
        className={className}
        style={style}
      />
    </picture>
  );
}

/** The largest candidate of a srcset (they are listed narrowest first). */
const largestOf = (srcSet: string) => srcSet.split(', ').at(-1)?.split(' ')[0] ?? '';

/**
 * A CSS background of the same art (e.g. behind a text on phones): the best format the browser
 * reads through `image-set()`, the JPEG for a browser without it.
 */
export function backgroundImage(image: ResponsiveImageSet): string[] {
  const formats = [
    ...image.sources.map((source) => `url("${largestOf(source.srcSet)}") type("${source.type}")`),
    `url("${image.src}") type("image/jpeg")`,
  ];
  return [`url("${image.src}")`, `image-set(${formats.join(', ')})`];
}
