import { css } from '@emotion/react';

/** Ghost pages: a glow at the top of the page that the see-through header lets show. */
export const ghostBackdrop = css({
  background:
    'radial-gradient(120% 340px at 50% -40px, rgba(242, 193, 78, 0.20), transparent 70%), ' +
    'linear-gradient(180deg, #1A2032 0px, rgba(11, 13, 20, 0) 460px)',
  backgroundRepeat: 'no-repeat',
});
