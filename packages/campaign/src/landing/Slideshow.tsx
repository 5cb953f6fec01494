import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { Button, theme } from '@portal/ui';
import { WIDE_LAYOUT_MIN_PX } from '@portal/contracts';
import { ResponsiveImage, type ResponsiveImageSet } from '../images/ResponsiveImage';

/** Feature slide images are 980 wide and 400 portrait (001 §9). */
export const SLIDE_WIDE = { width: 980, height: 490 } as const;
export const SLIDE_PORTRAIT = { width: 400, height: 560 } as const;

export interface Slide {
  id: string;
  title: string;
  text: string;
  /** The 980-wide picture for wide screens (`?responsive=slideWide`), the 400-wide one for phones (`slidePortrait`). */
  wide: ResponsiveImageSet;
  portrait: ResponsiveImageSet;
}

export interface SlideshowProps {
  slides: readonly Slide[];
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** "Slide 2 of 5"; receives the 1-based number and the count. */
  slideLabel: (number: number, count: number) => string;
  /** The first slide is above the fold on the page that shows it: load it eagerly. */
  eager?: boolean;
}

const frameStyle = css({
  display: 'grid',
  gap: theme.space.md,
  picture: { display: 'block' },
  img: {
    display: 'block',
    width: '100%',
    height: 'auto',
    borderRadius: theme.radii.lg,
    background: theme.colors.surfaceRaised,
  },
  h3: { fontSize: theme.fontSizes.lg, margin: 0 },
  'h3, p': { overflowWrap: 'break-word' },
});

// On phones the dots take a row of their own above Previous and Next: one row for all three holds
// English at 320 px but not the longer words of other languages ("‹ Sebelumnya", "Berikutnya ›").
const controlsStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.sm,
  '@media (max-width: 479px)': {
    '& > [data-dots]': { order: -1, flexBasis: '100%', justifyContent: 'center' },
  },
});

// Each dot is a 24 px target (WCAG 2.2 target size) drawing a 12 px dot in its middle.
const dotsStyle = css({
  display: 'flex',
  button: {
    width: 24,
    height: 24,
    padding: 0,
    border: 'none',
    background: 'transparent',
    cursor: 'pointer',
    display: 'grid',
    placeItems: 'center',
    '&::before': {
      content: '""',
      width: 12,
      height: 12,
      borderRadius: theme.radii.pill,
      border: `1px solid ${theme.colors.gold}`,
      boxSizing: 'border-box',
    },
    '&[aria-current="true"]::before': { background: theme.colors.gold },
  },
});

/** The features slideshow: one slide at a time, portrait picture on phones, wide above 767 px. */
export function Slideshow({
  slides,
  label,
  previousLabel,
  nextLabel,
  slideLabel,
  eager = false,
}: SlideshowProps) {
  const [index, setIndex] = useState(0);
  const liveId = useId();
  const count = slides.length;
  const slide = slides[index];
  if (!slide) return null;
  const go = (next: number) => setIndex((next + count) % count);
  return (
    <section aria-roledescription="carousel" aria-label={label} css={frameStyle}>
      <div
        id={liveId}
        role="group"
        aria-roledescription="slide"
        aria-label={slideLabel(index + 1, count)}
        aria-live="polite"
        data-testid="slide"
      >
        <ResponsiveImage
          image={slide.portrait}
          art={{ media: `(min-width: ${WIDE_LAYOUT_MIN_PX}px)`, image: slide.wide }}
          alt=""
          priority={eager && index === 0}
        />
        <h3>{slide.title}</h3>
        <p>{slide.text}</p>
      </div>
      <div css={controlsStyle}>
        <Button variant="ghost" size="sm" aria-controls={liveId} onClick={() => go(index - 1)}>
          ‹ {previousLabel}
        </Button>
        <div css={dotsStyle} data-dots>
          {slides.map((item, i) => (
            <button
              key={item.id}
              type="button"
              aria-label={slideLabel(i + 1, count)}
              aria-current={i === index ? 'true' : undefined}
              aria-controls={liveId}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
        <Button variant="ghost" size="sm" aria-controls={liveId} onClick={() => go(index + 1)}>
          {nextLabel} ›
        </Button>
      </div>
    </section>
  );
}
