import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { isSignedInAtom, useSessionValue } from '@portal/session';
import { matchRoute, useRouteTable } from '../../routes/routeTable';
import { forgetAccount } from './accountState';

/** Only pages the guard looks after count as "guarded page loads"; unknown paths (404) do not refresh. */
const isGuardedPage = (pathname: string) => matchRoute(pathname) !== undefined;

// The refresh and the wallet contracts it checks answers with load with the first signed-in page:
// a visitor's first paint needs neither.
const loadRefresh = () => import('./refreshAccount');

/** Fetches the refresh's code while the boot runs, for a player signed in from the cookies. */
export function preloadAccountRefresh(): void {
  loadRefresh().catch(() => undefined); // the page's own refresh asks again
}

/**
 * Runs the per-page refresh on every page change, when a session starts or ends, and when the
 * registry's routes arrive (a remote's page is only known to be the portal's once they have).
 */
export function useAccountRefresh(): void {
  const { pathname } = useLocation();
  const isSignedIn = useSessionValue(isSignedInAtom);
  useRouteTable(); // re-render when the registry's routes arrive
  const guarded = isGuardedPage(pathname);
  useEffect(() => {
    if (!guarded) return;
    if (!isSignedIn) return forgetAccount();
    const controller = new AbortController();
    loadRefresh()
      .then(({ refreshAccount }) => refreshAccount(pathname, controller.signal))
      .catch(() => undefined); // its code did not arrive: the next page's refresh asks again
    return () => controller.abort();
  }, [pathname, isSignedIn, guarded]);
}
