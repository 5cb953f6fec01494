import type { CSSObject } from '@emotion/react';

/**
 * Turns the browser's <dialog> box (centred, bordered, padded, sized to its content) into a
 * full-viewport layer the portal styles itself; its own `::backdrop` stays clear because the
 * element paints the dimmed backdrop (so it can fade with the panel). Closed, it is not displayed,
 * whatever `display` a caller sets for the open state.
 */
export const dialogReset: CSSObject = {
  position: 'fixed',
  inset: 0,
  width: 'auto',
  height: 'auto',
  maxWidth: 'none',
  maxHeight: 'none',
  margin: 0,
  padding: 0,
  border: 'none',
  color: 'inherit',
  outline: 'none',
  overflow: 'hidden',
  // The layer never scrolls: a touch on it must not chain to the page (the panel scrolls inside).
  overscrollBehavior: 'contain',
  '&::backdrop': { background: 'transparent' },
  '&:not([open])': { display: 'none' },
};
