/**
 * The guided tour (000 §2 "a guided tour, only on / and only when logged in"). A signed-in player is
 * sent from / to /hub (000 §4, outside a webview), so /hub counts as the home page too; on any other
 * page the tour is not offered.
 */
export const TOUR_PATHS: readonly string[] = ['/', '/hub'];

export type TourStepId = 'header' | 'wallet' | 'bottomNav' | 'drawer';

/** What each step points at: stable hooks the shell puts on its layout. A missing target is skipped. */
export const TOUR_STEPS: readonly { id: TourStepId; selector: string }[] = [
  { id: 'header', selector: '[data-testid="shell-header"]' },
  { id: 'wallet', selector: '[data-tour="wallet"]' },
  { id: 'bottomNav', selector: '[data-testid="bottom-nav"]' },
  { id: 'drawer', selector: '[data-tour="drawer"]' },
];

export const isTourPath = (pathname: string) => TOUR_PATHS.includes(pathname.replace(/(.)\/+$/, '$1'));

/**
 * A step whose target is on the page and shown; others are left out of the tour. Hidden means
 * display: none, visibility: hidden, or slid out sideways (a closed drawer); below the fold is fine,
 * the tour scrolls to it.
 */
export function visibleTarget(selector: string, root: ParentNode = document): HTMLElement | null {
  const element = root.querySelector<HTMLElement>(selector);
  if (!element) return null;
  if (
    element.checkVisibility &&
    !element.checkVisibility({ visibilityProperty: true, opacityProperty: true })
  ) {
    return null;
  }
  const rect = element.getBoundingClientRect();
  const hasBox = rect.width > 0 && rect.height > 0;
  const horizontallyOnScreen = rect.right > 0 && rect.left < window.innerWidth;
  return hasBox && horizontallyOnScreen ? element : null;
}
