import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isSignedInAtom, useSessionValue } from '@portal/session';
import type { RouteTable } from '@portal/routes';
import { useRouteTable } from '../../routes/routeTable';
import { onRouteStatus } from '../routeStatus/routeStatus';
import { clientGuardDecision } from './clientGuard';
import { leavePortal } from './leavePortal';
import { recordVisitedPath } from './lastVisitedPath';
import { refreshMaintenanceStatus } from './maintenanceState';

/**
 * In-app navigations are guarded on the client (the gateway answers full page loads with 307s):
 * on every location change, and when the session ends (sign-out, or a token the API refused).
 * Not when a session starts on the same page: the sign-in page sends the player to the referrer
 * itself. A maintenance redirect leaves the portal (a full navigation to the external page).
 */
export function RouteGuard() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const isSignedIn = useSessionValue(isSignedInAtom);
  // The registry's routes arrive after the first render: a protected remote page is guarded then.
  const routes = useRouteTable();
  const last = useRef<{ where: string; isSignedIn: boolean; routes: RouteTable } | null>(null);

  useEffect(() => {
    const where = `${pathname}${search}`;
    const previous = last.current;
    last.current = { where, isSignedIn, routes };
    if (previous && previous.where === where && isSignedIn && previous.routes === routes) return;

    const apply = () => {
      const decision = clientGuardDecision(pathname, search);
      if (!decision) return;
      if (decision.reason === 'maintenance') leavePortal(decision.location);
      else navigate(decision.location, { replace: true });
    };
    apply();
    // A fresh maintenance answer may send this page away too.
    let cancelled = false;
    void refreshMaintenanceStatus().then(() => {
      if (!cancelled) apply();
    });
    return () => {
      cancelled = true;
    };
  }, [pathname, search, isSignedIn, routes, navigate]);

  useEffect(() => onRouteStatus(({ status, path }) => status === 'finish' && recordVisitedPath(path)), []);
  return null;
}
