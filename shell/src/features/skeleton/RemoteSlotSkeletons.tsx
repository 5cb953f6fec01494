import { usePortalTranslation } from '@portal/i18n';
import { useCallback, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { SHELL_APP } from '@portal/routes';
import { PageSkeleton } from '@portal/ui';
import { SHELL_NS } from '../../i18n';
import { hasServerRenderedSlot, REMOTE_OUTLET_ID } from '../../platform/slots';
import { matchRoute, remoteRoutesKnown, useRouteTable } from '../../routes/routeTable';

/** Has the remote's slot anything in it yet (its page, or its fallback with Retry)? */
function useSlotFilled(app: string | undefined): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    const outlet = document.getElementById(REMOTE_OUTLET_ID);
    if (!outlet) return () => undefined;
    const observer = new MutationObserver(onChange);
    observer.observe(outlet, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  const read = () => {
    // A page the server drew is on screen: no skeleton under it while the registry is read.
    if (!app) return hasServerRenderedSlot();
    return (document.getElementById(`remote-slot-${app}`)?.childElementCount ?? 0) > 0;
  };
  return useSyncExternalStore(subscribe, read, () => false);
}

/**
 * While a remote's code loads its slot is empty: show a page-sized skeleton in its place instead of
 * an empty main area. Also while the registry is still unread and the path is not the
 * shell's (a remote's page, most likely). Gone as soon as the remote renders anything.
 */
export function RemoteSlotSkeletons() {
  const { t } = usePortalTranslation(SHELL_NS);
  const { pathname } = useLocation();
  useRouteTable();
  const owner = matchRoute(pathname)?.app;
  const waiting = owner ? owner !== SHELL_APP : !remoteRoutesKnown();
  const filled = useSlotFilled(owner);
  if (!waiting || filled) return null;
  return <PageSkeleton label={t('loadingPage')} testId="remote-skeleton" />;
}
