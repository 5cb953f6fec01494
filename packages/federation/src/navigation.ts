import { isOnStudioPage } from '@portal/session';

/**
 * Goes to another route of the portal without a page load. Under the shell, single-spa patches
 * history.pushState: the change mounts the app that owns the path and fires popstate for every
 * router. Without single-spa (the standalone dev page) popstate is fired here.
 */
export function navigateInPortal(path: string): void {
  window.history.pushState(null, '', path);
  if (!('singleSpaNavigate' in window)) window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}

/**
 * Props of an anchor that navigates inside the portal on a plain click and keeps its href. On a
 * studio's page the click is left alone: the studio SDK opens the portal's page or raises
 * `navigate-request`, never moving the studio's own address.
 */
export function portalLinkProps(path: string) {
  return {
    href: path,
    onClick: (event: {
      preventDefault(): void;
      metaKey: boolean;
      ctrlKey: boolean;
      shiftKey: boolean;
      button: number;
    }) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0 || isOnStudioPage()) return;
      event.preventDefault();
      navigateInPortal(path);
    },
  };
}
