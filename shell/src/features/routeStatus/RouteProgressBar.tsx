import { css, keyframes } from '@emotion/react';
import { useEffect, useState } from 'react';
import { usePortalTranslation } from '@portal/i18n';
import { theme } from '@portal/ui';
import { SHELL_NS } from '../../i18n';
import { onRouteStatus, type RouteStatus } from './routeStatus';

const crawl = keyframes({ from: { transform: 'scaleX(0.05)' }, to: { transform: 'scaleX(0.85)' } });

const barStyle = css({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: 3,
  zIndex: theme.zIndex.toast,
  pointerEvents: 'none',
  transformOrigin: 'left',
  transition: 'transform 200ms ease-out, opacity 300ms ease-out 200ms',
  '&[data-status="start"]': {
    background: theme.gradients.gold,
    animation: `${crawl} 8s cubic-bezier(0.1, 0.7, 0.3, 1) forwards`,
  },
  '&[data-status="finish"]': { background: theme.gradients.gold, transform: 'scaleX(1)', opacity: 0 },
  '&[data-status="error"]': { background: theme.colors.danger, transform: 'scaleX(1)', opacity: 0 },
  '&[data-status="idle"]': { opacity: 0, transform: 'scaleX(0)', transition: 'none' },
});

/**
 * The thin bar at the top of the page while a route change is in progress (spec 000 §4). While a
 * page loads it is an indeterminate progress bar for assistive technology; otherwise hidden from it.
 */
export function RouteProgressBar() {
  const { t } = usePortalTranslation(SHELL_NS);
  const [status, setStatus] = useState<RouteStatus | 'idle'>('idle');
  useEffect(() => onRouteStatus(({ status: next }) => setStatus(next)), []);
  const loading = status === 'start';
  return (
    <div
      css={barStyle}
      data-status={status}
      data-testid="route-progress"
      {...(loading
        ? { role: 'progressbar', 'aria-label': t('loadingPage'), 'aria-valuetext': t('loading') }
        : { 'aria-hidden': true })}
    />
  );
}
