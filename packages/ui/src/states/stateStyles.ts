import { css } from '@emotion/react';
import { theme } from '../theme';

/** The frame of an error or empty state: centred words and what to do about them. */
export const stateBoxStyle = css({
  display: 'grid',
  justifyItems: 'center',
  gap: theme.space.md,
  padding: theme.space.xl,
  textAlign: 'center',
  borderRadius: theme.radii.lg,
  color: theme.colors.textMuted,
  p: { margin: 0 },
});
