import type { ReactNode } from 'react';
import { theme } from '../theme';
import { stateBoxStyle } from './stateStyles';

export interface EmptyStateProps {
  /** A short bold line above the text, e.g. 'User Not Found'. */
  title?: ReactNode;
  /** What there is nothing of yet. */
  children?: ReactNode;
  /** What to do about it: a link or a button. */
  action?: ReactNode;
  image?: ReactNode;
}

/** Nothing to show yet, and what to do about it. */
export function EmptyState({ title, children, action, image }: EmptyStateProps) {
  return (
    <div data-testid="empty-state" css={[stateBoxStyle, { border: `1px dashed ${theme.colors.border}` }]}>
      {image}
      {title && <p css={{ fontWeight: theme.fontWeights.bold, color: theme.colors.text }}>{title}</p>}
      {children && <p>{children}</p>}
      {action}
    </div>
  );
}
