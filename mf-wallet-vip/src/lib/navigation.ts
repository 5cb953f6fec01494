/**
 * Goes to another route of the portal without a page load. Under the shell, single-spa patches
 * history.pushState: the change mounts the app that owns the path and fires popstate for every
 * router. Without single-spa (a studio's page, the standalone dev page) popstate is fired here.
 */
export function navigateInPortal(path: string): void {
  window.history.pushState(null, '', path);
  if (!('singleSpaNavigate' in window)) window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}

/** Props of an anchor that navigates inside the portal on a plain click and keeps its href. */
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
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      navigateInPortal(path);
    },
  };
}
