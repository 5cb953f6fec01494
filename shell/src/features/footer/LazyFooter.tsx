import { css } from '@emotion/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSessionValue, webviewAtom } from '@portal/session';
import { theme } from '@portal/ui';
import { FOOTER_SLOT_MIN_HEIGHT } from './footerLayout';

const Footer = lazy(() => import('./Footer'));

/** How far below the screen the footer starts loading: it is there before the player reaches it. */
const LOAD_MARGIN = '400px';

const slotStyle = css({
  minHeight: FOOTER_SLOT_MIN_HEIGHT.phone,
  [theme.breakpoints.wide]: { minHeight: FOOTER_SLOT_MIN_HEIGHT.wide },
});

/**
 * The footer, loaded once the player scrolls and comes near it (it is never on the first screen:
 * the main area is at least a screen tall), so it costs the first load nothing. Its slot keeps its room
 * meanwhile; only the end of the page grows or shrinks when it arrives, so nothing on screen moves.
 * A game's webview has no portal chrome, hence no footer.
 */
export function LazyFooter() {
  const { isWebview } = useSessionValue(webviewAtom);
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = slot.current;
    if (near || isWebview || !element) return;
    // Watched from the first scroll on: before it, a page still loading is short and its slot near.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LOAD_MARGIN },
    );
    const watch = () => observer.observe(element);
    window.addEventListener('scroll', watch, { once: true, passive: true });
    return () => {
      window.removeEventListener('scroll', watch);
      observer.disconnect();
    };
  }, [near, isWebview]);
  if (isWebview) return null;
  return (
    <div ref={slot} css={near ? undefined : slotStyle} data-testid="shell-footer-slot">
      {near && (
        <Suspense fallback={<div css={slotStyle} />}>
          <Footer />
        </Suspense>
      )}
    </div>
  );
}
