import { css } from '@emotion/react';
import { theme } from '@portal/ui';

export const stepFormStyle = css({
  display: 'grid',
  gap: theme.space.lg,
  h2: { margin: 0, fontSize: theme.fontSizes.xl },
  p: { margin: 0, color: theme.colors.textMuted },
  a: { color: theme.colors.gold },
});

export const linkButtonStyle = css({
  padding: 0,
  border: 'none',
  background: 'none',
  color: theme.colors.gold,
  textDecoration: 'underline',
  cursor: 'pointer',
  font: 'inherit',
  justifySelf: 'start',
  '&:disabled': { color: theme.colors.textMuted, textDecoration: 'none', cursor: 'default' },
});

/** A failed call's message, announced. */
export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" css={{ color: `${theme.colors.danger} !important` }}>
      {message}
    </p>
  );
}
