import { Global } from '@emotion/react';
import { theme, focusOutline } from './theme';

/** Document-wide base styles; render once, in the shell. */
export function GlobalStyles() {
  return (
    <Global
      styles={{
        '*, *::before, *::after': { boxSizing: 'border-box' },
        'html, body': {
          margin: 0,
          minHeight: '100%',
          background: theme.colors.background,
          color: theme.colors.text,
          fontFamily: theme.fonts.body,
          fontSize: theme.fontSizes.md,
          lineHeight: theme.lineHeights.normal,
          WebkitFontSmoothing: 'antialiased',
          WebkitTapHighlightColor: 'transparent',
        },
        'h1, h2, h3, h4': { fontFamily: theme.fonts.heading, lineHeight: theme.lineHeights.tight, margin: 0 },
        a: { color: theme.colors.gold },
        'img, svg': { display: 'block', maxWidth: '100%' },
        'button, input, select, textarea': { font: 'inherit', color: 'inherit' },
        ':focus-visible': focusOutline(),
        [theme.breakpoints.reducedMotion]: {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
          },
        },
      }}
    />
  );
}
