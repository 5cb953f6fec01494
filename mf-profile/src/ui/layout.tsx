import { theme } from '@portal/ui';
import type { ReactNode } from 'react';

/** Widths above 767 px: one reading column, or a page of two columns side by side. */
export const PAGE_MAX_WIDTH = { column: 720, columns: 1040 } as const;

/**
 * A page of this app: mobile first, centred and wider above 767 px. `columns` (CSS grid tracks)
 * lays its blocks out side by side there, in their order, under a title across the page; phones
 * keep one column. A page still loading passes no title: the h1 appears with the content, so the
 * shell titles, focuses and announces the page only once it can name it.
 */
export function ProfilePage({
  title,
  children,
  testId,
  hideTitle = false,
  columns,
}: {
  title?: ReactNode;
  children: ReactNode;
  testId?: string;
  hideTitle?: boolean;
  columns?: string;
}) {
  return (
    <article
      data-testid={testId}
      css={{
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space.lg,
        padding: theme.space.lg,
        color: theme.colors.text,
        maxWidth: columns ? PAGE_MAX_WIDTH.columns : PAGE_MAX_WIDTH.column,
        margin: '0 auto',
        width: '100%',
        boxSizing: 'border-box',
        [theme.breakpoints.wide]: {
          padding: theme.space.xl,
          ...(columns && {
            display: 'grid',
            gridTemplateColumns: columns,
            alignItems: 'start',
            alignContent: 'start',
            gap: theme.space.xl,
            '& > h1': { gridColumn: '1 / -1' },
          }),
        },
      }}
    >
      {title !== undefined && (
        <h1
          css={
            hideTitle
              ? visuallyHidden
              : { margin: 0, fontSize: theme.fontSizes.xl, fontFamily: theme.fonts.heading }
          }
        >
          {title}
        </h1>
      )}
      {children}
    </article>
  );
}

export const visuallyHidden = {
  position: 'absolute' as const,
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap' as const,
};

export const card = {
  background: theme.gradients.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  padding: theme.space.lg,
};

export const linkStyle = {
  color: theme.colors.gold,
  textDecoration: 'none',
  fontWeight: theme.fontWeights.bold,
};
