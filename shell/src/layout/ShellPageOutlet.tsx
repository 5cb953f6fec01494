import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { refocusServedElement } from '../platform/servedFocus';
import { releaseServedShellPage, servedShellPage } from '../platform/servedShellPage';

/**
 * Where the shell's own pages render. When the document arrived with the page drawn by the shell's
 * server render, that markup stays where it is (moved into this spot in the commit that replaces
 * the document's) while the page renders into a hidden element beside it, shown in its place once
 * it has drawn everything the server drew: nothing blanks, nothing moves. After the reader leaves
 * that page, pages render here as on any other document.
 */
export function ShellPageOutlet({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const served = servedShellPage(pathname);
  useEffect(() => {
    if (!servedShellPage(pathname)) releaseServedShellPage();
  }, [pathname]);
  if (!served) return children;
  return (
    <>
      <div
        ref={(spot) => {
          // Moved once: moving it again would take the focus out of the page.
          if (!spot || served.slot.parentElement === spot) return;
          spot.append(served.slot);
          refocusServedElement(spot);
        }}
      />
      {createPortal(children, served.handoff.element)}
    </>
  );
}
