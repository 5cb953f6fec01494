import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { isSignedInAtom, useSessionValue } from '@portal/session';
import { useRouteTable } from '../../routes/routeTable';
import { isGuardedPage, refreshAccount } from './refreshAccount';

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
    const controller = new AbortController();
    void refreshAccount(pathname, controller.signal);
    return () => controller.abort();
  }, [pathname, isSignedIn, guarded]);
}
