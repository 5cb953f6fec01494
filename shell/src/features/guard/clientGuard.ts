import { isSignedInAtom, sessionStore, webviewAtom } from '@portal/session';
import { decideGuard, type GuardDecision } from '@portal/routes';
import { currentRouteTable } from '../../routes/routeTable';
import { knownMaintenanceStatus } from './maintenanceState';

/**
 * The route guard in the browser: the shared decision (@portal/routes, the same code the gateway
 * runs) over the registry's routes, with the session store's token and webview mode and the last known maintenance
 * status (with the client IP the API saw).
 */
export function clientGuardDecision(pathname: string, search = ''): GuardDecision | null {
  const status = knownMaintenanceStatus();
  return decideGuard({
    pathname,
    search,
    hasToken: sessionStore.get(isSignedInAtom),
    isWebview: sessionStore.get(webviewAtom).isWebview,
    routes: currentRouteTable(),
    maintenance: status && { setting: status.setting, pageUrl: status.pageUrl, clientIp: status.clientIp },
  });
}
