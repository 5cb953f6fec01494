import { css, keyframes } from '@emotion/react';
import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { usePortalTranslation } from '@portal/i18n';
import { SERVED_PICTURE_TIMING } from '@portal/routes';
import { Link } from 'react-router-dom';
import { linkButtonStyle, theme, focusOutline } from '@portal/ui';
import { SHELL_NS } from '../../i18n';
import { stepSlide, type KeyArtSlide } from './keyArtSlides';

/** How long a slide stays before the next one, while the carousel rotates. */
export const SLIDE_MS = 7000;

const fadeIn = keyframes({ from: { opacity: 0.35 }, to: { opacity: 1 } });

// One box for every state (loading, failed, empty, slides): the page below never moves (CLS).
const frameStyle = css({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: theme.radii.lg,
  background: theme.gradients.surface,
  aspectRatio: '16 / 9',
  [theme.breakpoints.wide]: { aspectRatio: '12 / 5' },
});

const slideStyle = css({
  position: 'absolute',
  inset: 0,
  img: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
});

// Only a slide moved to fades in: the first one is the page's first paint (and the server's, which
// the browser's render replaces in place), shown at once.
const movedToStyle = css({
  animation: `${fadeIn} 400ms ease-out`,
  [theme.breakpoints.reducedMotion]: { animation: 'none' },
});

// Titles are text over the art, bottom left, on a scrim that keeps them legible on any picture.
const captionStyle = css({
  position: 'absolute',
  inset: 'auto 0 0 0',
  display: 'grid',
  justifyItems: 'start',
  gap: theme.space.xs,
  padding: `${theme.space.xxl}px ${theme.space.lg}px ${theme.space.lg}px`,
  background: 'linear-gradient(180deg, rgba(11, 13, 20, 0) 0%, rgba(11, 13, 20, 0.88) 60%)',
  p: { margin: 0 },
  [theme.breakpoints.wide]: { padding: `${theme.space.xxl * 2}px ${theme.space.xl}px ${theme.space.xl}px` },
});

const titleStyle = css({
  fontSize: theme.fontSizes.xl,
  fontWeight: theme.fontWeights.bold,
  lineHeight: theme.lineHeights.tight,
  [theme.breakpoints.wide]: { fontSize: 36 },
});

// One line under the title on a phone, two on wide screens: the art stays visible.
const lineStyle = css({
  color: theme.colors.textMuted,
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 1,
  overflow: 'hidden',
  [theme.breakpoints.wide]: { WebkitLineClamp: 2 },
});

// A slide's text leaves room for a slightly shorter call to action than the page's.
const ctaStyle = css(linkButtonStyle, { minHeight: 40, marginTop: theme.space.xs });

const messageStyle = css({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  padding: theme.space.lg,
  margin: 0,
  color: theme.colors.textMuted,
  textAlign: 'center',
});

const controlsStyle = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space.xs,
  minHeight: 44,
});

const controlStyle = css({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: 44,
  minHeight: 44,
  padding: 0,
  border: 'none',
  background: 'none',
  color: theme.colors.text,
  cursor: 'pointer',
  borderRadius: theme.radii.pill,
  '&:focus-visible': focusOutline(-4),
});

// Dots give way before the arrows do: with many slides on a 320 px screen they narrow to 16 px.
const dotStyle = css(controlStyle, {
  flex: '0 1 28px',
  minWidth: 16,
  '&::before': {
    content: '""',
    width: 10,
    height: 10,
    borderRadius: theme.radii.pill,
    border: `1px solid ${theme.colors.textMuted}`,
  },
  '&[aria-current="true"]::before': { background: theme.colors.gold, borderColor: theme.colors.gold },
});

const icon = (path: string) => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={path} fill="currentColor" />
  </svg>
);
const ICONS = {
  previous: icon('M15.4 6 14 4.6 6.6 12l7.4 7.4 1.4-1.4-6-6z'),
  next: icon('M8.6 6 10 4.6l7.4 7.4-7.4 7.4L8.6 18l6-6z'),
  pause: icon('M7 5h3.5v14H7zm6.5 0H17v14h-3.5z'),
  play: icon('M8 5v14l11-7z'),
};

// A server render has no window: it draws the rotating carousel, the browser's first render decides.
const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

type CarouselState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; slides: readonly KeyArtSlide[] };

/**
 * The home's key-art carousel (the WAI-ARIA carousel pattern): one slide at a time with previous,
 * next, a dot per slide and a pause button; arrow keys move it while focus is inside. It rotates on
 * its own only while nobody is pointing at it or focused in it, never when the player paused it or
 * asked the system for reduced motion; a rotating carousel is not announced, a still one is.
 */
export function GameCarousel({ state }: { state: CarouselState }) {
  const { t } = usePortalTranslation(SHELL_NS);
  const [index, setIndex] = useState(0);
  const [moved, setMoved] = useState(false);
  const [paused, setPaused] = useState(prefersReducedMotion);
  const [held, setHeld] = useState({ hover: false, focus: false });
  const slides = state.status === 'ready' ? state.slides : [];
  const count = slides.length;
  const current = count === 0 ? 0 : Math.min(index, count - 1);
  const rotating = count > 1 && !paused && !held.hover && !held.focus;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => {
      setIndex(stepSlide(current, 1, count));
      setMoved(true);
    }, SLIDE_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, current, count]);

  function show(next: number) {
    setIndex(next);
    setMoved(true);
  }
  const go = (step: number) => show(stepSlide(current, step, count));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };

  let inFrame: ReactNode;
  if (state.status === 'loading')
    inFrame = (
      <p css={messageStyle} aria-busy="true">
        {t('loading')}
      </p>
    );
  else if (state.status === 'error')
    inFrame = (
      <p css={messageStyle} role="alert">
        {t('error.load')}
      </p>
    );
  else if (count === 0) inFrame = <p css={messageStyle}>{t('home.carousel.empty')}</p>;
  else
    inFrame = slides.map((slide, position) => (
      <div
        key={slide.id}
        role="group"
        aria-roledescription={t('home.carousel.slide')}
        aria-label={t('home.carousel.position', { position: position + 1, count })}
        hidden={position !== current}
        css={[slideStyle, moved && movedToStyle]}
        data-testid="carousel-slide"
      >
        <img
          src={slide.image}
          alt=""
          width={400}
          height={225}
          loading={position === 0 ? 'eager' : 'lazy'}
          fetchPriority={position === 0 ? 'high' : undefined}
          {...(position === 0 && { elementtiming: SERVED_PICTURE_TIMING })}
        />
        <div css={captionStyle}>
          <p css={titleStyle}>{slide.title}</p>
          {slide.line && <p css={lineStyle}>{'key' in slide.line ? t(slide.line.key) : slide.line.text}</p>}
          <Link to={slide.href} css={ctaStyle}>
            {t(slide.ctaKey)}
          </Link>
        </div>
      </div>
    ));

  return (
    <section
      aria-roledescription={t('home.carousel.carousel')}
      aria-label={t('home.carousel.label')}
      data-testid="home-carousel"
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHeld((was) => ({ ...was, hover: true }))}
      onMouseLeave={() => setHeld((was) => ({ ...was, hover: false }))}
      onFocus={() => setHeld((was) => ({ ...was, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          setHeld((was) => ({ ...was, focus: false }));
      }}
    >
      <div css={frameStyle} aria-live={rotating ? 'off' : 'polite'}>
        {inFrame}
      </div>
      <div css={controlsStyle} style={{ visibility: count > 1 ? 'visible' : 'hidden' }}>
        <button
          type="button"
          css={controlStyle}
          onClick={() => go(-1)}
          aria-label={t('home.carousel.previous')}
        >
          {ICONS.previous}
        </button>
        {slides.map((slide, position) => (
          <button
            key={slide.id}
            type="button"
            css={dotStyle}
            aria-label={t('home.carousel.show', { title: slide.title })}
            aria-current={position === current ? 'true' : undefined}
            onClick={() => show(position)}
          />
        ))}
        <button type="button" css={controlStyle} onClick={() => go(1)} aria-label={t('home.carousel.next')}>
          {ICONS.next}
        </button>
        <button
          type="button"
          css={controlStyle}
          onClick={() => setPaused((was) => !was)}
          aria-label={t(paused ? 'home.carousel.rotate' : 'home.carousel.pause')}
          data-testid="carousel-pause"
        >
          {paused ? ICONS.play : ICONS.pause}
        </button>
      </div>
    </section>
  );
}
