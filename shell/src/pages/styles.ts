import { css } from '@emotion/react';
import { theme } from '@portal/ui';

export const pageStyle = css({
  padding: theme.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.lg,
  h1: { margin: 0, fontSize: 24 },
  h2: { margin: 0, fontSize: 18 },
  [theme.breakpoints.wide]: { padding: `${theme.space.xl}px ${theme.space.xl}px`, h1: { fontSize: 32 } },
});
