import { act, render, screen } from '@testing-library/react';
import { getDataLayer } from '@portal/analytics';
import { loadRegistryRoutes } from '../../testing/registryRoutes';
import { RouteProgressBar } from './RouteProgressBar';
import {
  onRouteStatus,
  publishRouteError,
  publishSingleSpaRouting,
  type RouteStatusDetail,
} from './routeStatus';

describe('route status', () => {
  let stop: () => void;
  beforeEach(() => {
    (window as { dataLayer?: unknown[] }).dataLayer = [];
    loadRegistryRoutes();
    stop = publishSingleSpaRouting();
  });
  afterEach(() => stop());

  it('publishes start and finish around single-spa routing, and an error for a failed app', () => {
    const seen: RouteStatusDetail[] = [];
    const unlisten = onRouteStatus((detail) => seen.push(detail));
    window.history.pushState(null, '', '/games?status=beta');
    window.dispatchEvent(new Event('single-spa:before-routing-event'));
    window.dispatchEvent(new Event('single-spa:routing-event'));
    publishRouteError('mf-help');
    unlisten();
    expect(seen).toEqual([
      { status: 'start', path: '/games?status=beta' },
      { status: 'finish', path: '/games?status=beta' },
      { status: 'error', path: '/games?status=beta', app: 'mf-help' },
    ]);
  });

  it('tracks one page_view per page when the route finishes, naming the owning app', () => {
    window.history.pushState(null, '', '/tou');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    window.dispatchEvent(new Event('single-spa:routing-event'));
    window.history.pushState(null, '', '/games');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    expect(getDataLayer()).toEqual([
      { event: 'page_view', path: '/tou', title: document.title, app: 'mf-help' },
      { event: 'page_view', path: '/games', title: document.title, app: 'shell' },
    ]);
  });

  it('shows the progress bar state', () => {
    render(<RouteProgressBar />);
    const bar = screen.getByTestId('route-progress');
    expect(bar).toHaveAttribute('data-status', 'idle');
    act(() => {
      window.dispatchEvent(new Event('single-spa:before-routing-event'));
    });
    expect(bar).toHaveAttribute('data-status', 'start');
    act(() => {
      window.dispatchEvent(new Event('single-spa:routing-event'));
    });
    expect(bar).toHaveAttribute('data-status', 'finish');
  });
});
