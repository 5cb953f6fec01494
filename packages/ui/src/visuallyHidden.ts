import { css } from '@emotion/react';

/** Hidden on screen, still read by screen readers (live regions, names that add to visible text). */
export const visuallyHidden = css({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
