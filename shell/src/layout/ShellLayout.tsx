import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '@portal/ui';
import { REMOTE_OUTLET_ID } from '../platform/slots';
import { BottomNav } from './BottomNav';
import { Header } from './Header';

const mainStyle = css({
  minHeight: 'calc(100vh - 56px)',
  paddingBottom: 72, // room for the fixed bottom navigation
  maxWidth: 1200,
  margin: '0 auto',
  color: theme.colors.text,
});

/**
 * Header, page and bottom navigation. Remotes mount into the outlet below the shell's own routes;
 * React never renders children into it, so single-spa owns its contents.
 */
export function ShellLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Header />
      <main css={mainStyle}>
        {children}
        <div id={REMOTE_OUTLET_ID} />
      </main>
      <BottomNav />
    </>
  );
}
