import type { HTMLAttributes } from 'react';
import { theme } from '../theme';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** The state's colour: the outline and the word. */
  color: string;
}

/** A state as a short coloured word in an outlined pill (an order's status, a reward's state). */
export function Badge({ color, children, ...span }: BadgeProps) {
  return (
    <span
      {...span}
      css={{
        display: 'inline-block',
        padding: `${theme.space.xxs}px ${theme.space.sm}px`,
        borderRadius: theme.radii.pill,
        border: `1px solid ${color}`,
        color,
        fontSize: theme.fontSizes.xs,
        fontWeight: theme.fontWeights.bold,
        whiteSpace: 'nowrap',
      }}
    >
      {children}
    </span>
  );
}
