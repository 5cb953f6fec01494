import { css, keyframes } from '@emotion/react';
import type { CSSProperties } from 'react';
import { theme } from '../theme';

const shine = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(100%)' } });

/**
 * The shine is a layer that moves (transform), so the compositor draws it: an animated background
 * would repaint on the main thread every frame while the page's code and data load.
 */
const blockStyle = css({
  display: 'block',
  position: 'relative',
  overflow: 'hidden',
  borderRadius: theme.radii.md,
  backgroundColor: theme.colors.surfaceRaised,
  '&::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    backgroundImage: 'linear-gradient(90deg, transparent 0, rgba(255, 255, 255, 0.04) 50%, transparent 100%)',
    transform: 'translateX(-100%)',
    animation: `${shine} 1.4s ease-in-out infinite`,
    [theme.breakpoints.reducedMotion]: { animation: 'none' },
  },
});

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height: CSSProperties['height'];
  radius?: number;
  className?: string;
}

/** A grey placeholder block with a slow shine, the size of what will replace it. */
export function Skeleton({ width = '100%', height, radius, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={className}
      css={blockStyle}
      style={{ width, height, borderRadius: radius }}
    />
  );
}

const pageStyle = css({
  display: 'grid',
  gap: theme.space.lg,
  padding: theme.space.lg,
  // Sized like a page: a page that replaces it does not move what is below.
  minHeight: 'calc(100vh - 56px)',
  alignContent: 'start',
  [theme.breakpoints.wide]: { padding: theme.space.xl },
});

const gridStyle = css({
  display: 'grid',
  gap: theme.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  [theme.breakpoints.wide]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
});

export interface PageSkeletonProps {
  /** Read by screen readers while the page loads, e.g. "Loading…". */
  label: string;
  testId?: string;
}

/**
 * The placeholder of a whole page while its code or data loads: a heading, two lines of
 * text and a grid of cards, at least a screen tall, so the page that replaces it shifts nothing.
 */
export function PageSkeleton({ label, testId = 'page-skeleton' }: PageSkeletonProps) {
  return (
    <div css={pageStyle} role="status" aria-label={label} data-testid={testId}>
      <Skeleton width="60%" height={34} />
      <Skeleton width="90%" height={14} />
      <Skeleton width="55%" height={14} />
      <div css={gridStyle}>
        <Skeleton height={180} radius={theme.radii.lg} />
        <Skeleton height={180} radius={theme.radii.lg} />
        <Skeleton height={180} radius={theme.radii.lg} />
        <Skeleton height={180} radius={theme.radii.lg} />
      </div>
    </div>
  );
}
