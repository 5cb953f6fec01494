import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { isSignedInAtom, useSessionValue } from '@portal/session';
import { isGuardedPage, refreshAccount } from './refreshAccount';

/** Runs the per-page refresh on every page change and when a session starts or ends. */
export function useAccountRefresh(): void {
  const { pathname } = useLocation();
  const isSignedIn = useSessionValue(isSignedInAtom);
  useEffect(() => {
    if (!isGuardedPage(pathname)) return;
    const controller = new AbortController();
    void refreshAccount(pathname, controller.signal);
    return () => controller.abort();
  }, [pathname, isSignedIn]);
}
