import type { ReactNode } from 'react';

export interface LineIconProps {
  /** Width and height in pixels. */
  size?: number;
  /** Stroke colour; `currentColor` follows the text beside it. */
  color?: string;
  /** Stroke width on the 24-unit grid. */
  weight?: number;
  /** Shapes on a 24×24 grid, drawn as strokes. */
  children: ReactNode;
  /** `data-*` marks tests and styles read (e.g. `{ 'data-prize-icon': 'gold' }`). */
  data?: Record<`data-${string}`, string>;
  className?: string;
}

/**
 * The portal's one line-icon frame: strokes on a 24-unit grid, rounded joins, decorative (hidden
 * from screen readers: the text beside an icon says what it means) and never a tab stop.
 */
export function LineIcon({
  size = 24,
  color = 'currentColor',
  weight = 1.8,
  children,
  data,
  className,
}: LineIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke={color}
      strokeWidth={weight}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...data}
    >
      {children}
    </svg>
  );
}
