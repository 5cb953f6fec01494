import { css } from '@emotion/react';
import { focusOutline, LineIcon, theme } from '@portal/ui';

/** Shared looks of the feedback steps. */
export const stepStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.lg,
  outline: 'none',
});

export const backButtonStyle = css({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.xs,
  minHeight: 32,
  padding: `0 ${theme.space.sm}px 0 0`,
  border: 'none',
  background: 'transparent',
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
  cursor: 'pointer',
  '&:hover': { color: theme.colors.text },
  '&:focus-visible': focusOutline(),
});

export const ChevronIcon = ({ direction = 'right' }: { direction?: 'left' | 'right' }) => (
  <LineIcon size={16} weight={2}>
    <path d={direction === 'right' ? 'M9 5l7 7-7 7' : 'M15 5l-7 7 7 7'} />
  </LineIcon>
);
