import { usePortalTranslation } from '@portal/i18n';
import { visuallyHidden } from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SHELL_NS } from '../../i18n';
import { documentTitle, findPageHeading, type PageHeading } from './pageTitle';

/** A page slower than this is not focused or announced (its title still follows when it shows). */
const HEADING_WAIT_MS = 15_000;
/** A navigation inside one page component keeps its heading element: it is the new page's after this. */
const SAME_HEADING_MS = 800;

interface PendingNavigation {
  before: PageHeading | null;
  startedAt: number;
}

/**
 * Navigation a screen reader can follow. The document title is always "Page — Portal
 * name", recomputed whenever the main area changes (so it follows the language too). After an
 * in-app navigation the new page opens at its top, its main heading takes focus and a polite live region announces
 * the page. Remotes render into the outlet on their own schedule: a MutationObserver waits for them.
 */
export function PageAnnouncer({ mainId }: { mainId: string }) {
  const { t } = usePortalTranslation(SHELL_NS);
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const texts = useRef({ portalName: t('portalName'), loaded: (page: string) => t('pageLoaded', { page }) });
  const shown = useRef<PageHeading | null>(null);
  const pending = useRef<PendingNavigation | null>(null);
  const update = useRef<() => void>(() => undefined);
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    const main = document.getElementById(mainId);
    if (!main) return;
    let frame = 0;
    let retry = 0;
    const run = () => {
      frame = 0;
      const found = findPageHeading(main);
      const name = found?.name ? found.name : null;
      const title = documentTitle(name, texts.current.portalName);
      if (document.title !== title) document.title = title;
      const navigation = pending.current;
      if (!navigation || !found || !name) {
        shown.current = found;
        return;
      }
      const elapsed = Date.now() - navigation.startedAt;
      const unchanged = navigation.before?.heading === found.heading && navigation.before.name === name;
      if (unchanged && elapsed < SAME_HEADING_MS) {
        window.clearTimeout(retry);
        retry = window.setTimeout(run, SAME_HEADING_MS - elapsed);
        return;
      }
      pending.current = null;
      shown.current = found;
      if (elapsed > HEADING_WAIT_MS) return;
      if (!found.heading.hasAttribute('tabindex')) found.heading.setAttribute('tabindex', '-1');
      // The page stays at its top: scrolling the heading into view would put what is above it
      // (a back link, the key art) under the sticky header.
      found.heading.focus({ preventScroll: true });
      setAnnouncement(texts.current.loaded(name));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(run);
    };
    update.current = schedule;
    const observer = new MutationObserver(schedule);
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    schedule();
    return () => {
      observer.disconnect();
      window.cancelAnimationFrame(frame);
      window.clearTimeout(retry);
    };
  }, [mainId]);

  useEffect(() => {
    const navigated = lastPath.current !== null && lastPath.current !== pathname;
    lastPath.current = pathname;
    if (navigated) {
      pending.current = { before: shown.current, startedAt: Date.now() };
      // A new page opens at its top, not at the last page's offset; an anchor is left to the page.
      if (!window.location.hash) window.scrollTo(0, 0);
    }
    update.current();
  }, [pathname]);

  // The language changed: the title follows without a navigation.
  useEffect(() => {
    texts.current = { portalName: t('portalName'), loaded: (page: string) => t('pageLoaded', { page }) };
    update.current();
  }, [t]);

  return (
    <div
      css={visuallyHidden}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="page-announcer"
    >
      {announcement}
    </div>
  );
}
