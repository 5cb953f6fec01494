import { track } from '@portal/analytics';
import { matchRoute } from '../../routes/routeTable';

/** Route changes publish start, finish and error (spec 000 §4) as a window event any app can listen to. */
export const ROUTE_STATUS_EVENT = 'portal:route-status';
export type RouteStatus = 'start' | 'finish' | 'error';

export interface RouteStatusDetail {
  status: RouteStatus;
  /** Path and query of the page. */
  path: string;
  /** The app that failed, for `error`. */
  app?: string;
}

export function publishRouteStatus(detail: RouteStatusDetail): void {
  window.dispatchEvent(new CustomEvent<RouteStatusDetail>(ROUTE_STATUS_EVENT, { detail }));
}

export function onRouteStatus(listener: (detail: RouteStatusDetail) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<RouteStatusDetail>).detail);
  window.addEventListener(ROUTE_STATUS_EVENT, handler);
  return () => window.removeEventListener(ROUTE_STATUS_EVENT, handler);
}

const currentPath = () => `${window.location.pathname}${window.location.search}`;

/**
 * Bridges single-spa's routing events: `before-routing-event` is the start, `routing-event` (every
 * application mounted or unmounted) the finish. A page view is tracked on each finish whose path
 * differs from the last one, so re-renders of the same page (a remote's Retry) count once.
 */
export function publishSingleSpaRouting(): () => void {
  let lastPageView: string | null = null;
  const start = () => publishRouteStatus({ status: 'start', path: currentPath() });
  const finish = () => {
    const path = currentPath();
    publishRouteStatus({ status: 'finish', path });
    if (path === lastPageView) return;
    lastPageView = path;
    track({
      event: 'page_view',
      path,
      title: document.title,
      app: matchRoute(window.location.pathname)?.app ?? 'shell',
    });
  };
  window.addEventListener('single-spa:before-routing-event', start);
  window.addEventListener('single-spa:routing-event', finish);
  return () => {
    window.removeEventListener('single-spa:before-routing-event', start);
    window.removeEventListener('single-spa:routing-event', finish);
  };
}

/** A remote that failed to load or mount: the route change ended in an error. */
export const publishRouteError = (app: string) =>
  publishRouteStatus({ status: 'error', path: currentPath(), app });
