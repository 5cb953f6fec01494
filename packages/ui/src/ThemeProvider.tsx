import { ThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from './theme';

/**
 * Puts the portal theme in emotion's context for `css={(t) => …}` and `useTheme()`.
 * Each single-spa mount is its own React root, so every app wraps its own root:
 * a provider in the shell does not reach a remote. @portal/ui components themselves read
 * the theme object directly and work without it.
 */
export function PortalThemeProvider({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
