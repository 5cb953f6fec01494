import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '@portal/ui';

const frameStyle = css({
  display: 'grid',
  gap: theme.space.lg,
  maxWidth: 1080,
  marginInline: 'auto',
  padding: `${theme.space.xxl}px ${theme.space.lg}px`,
  h2: {
    margin: 0,
    fontFamily: theme.fonts.heading,
    fontSize: theme.fontSizes.xxl,
    color: theme.colors.goldLight,
  },
  '& > p': { margin: 0, color: theme.colors.textMuted, maxWidth: 680 },
});

/** A landing section's heading, intro and body: the same rhythm on every campaign's landing. */
export function SectionFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <div css={frameStyle}>
      <h2>{title}</h2>
      {intro && <p>{intro}</p>}
      {children}
    </div>
  );
}

/** Cards in a column on phones, three across on wide screens. */
export const cardGridStyle = css({
  display: 'grid',
  gap: theme.space.md,
  padding: 0,
  margin: 0,
  listStyle: 'none',
  [theme.breakpoints.wide]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  li: {
    display: 'grid',
    gap: theme.space.sm,
    alignContent: 'start',
    padding: theme.space.lg,
    borderRadius: theme.radii.lg,
    border: `1px solid ${theme.colors.border}`,
    background: theme.gradients.surface,
  },
  h3: { margin: 0, fontSize: theme.fontSizes.lg },
  p: { margin: 0, color: theme.colors.textMuted },
  img: { width: '100%', height: 'auto', borderRadius: theme.radii.md },
});
