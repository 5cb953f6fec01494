/**
 * Links that leave a widget. Inside a shadow root a portal link such as `/wallet/topup` would resolve
 * against the studio's own address: the loader catches those clicks (the ones the widget did not
 * handle itself) and either raises `navigate-request` for the studio, when it passed `onEvent`, or
 * opens the portal's page in a new tab.
 */
import type { NavigateRequest } from './widgets';

type OnEvent = ((name: string, detail: Record<string, unknown>) => void) | undefined;

function anchorOf(event: Event): HTMLAnchorElement | null {
  for (const target of event.composedPath())
    if (target instanceof HTMLAnchorElement && target.hasAttribute('href')) return target;
  return null;
}

/** Starts catching the root's leaving links; returns the stop. `onEvent` is read at each click (update may change it). */
export function interceptLinks(root: ShadowRoot, portalOrigin: string, onEvent: () => OnEvent): () => void {
  const onClick = (event: Event) => {
    if (event.defaultPrevented || (event as MouseEvent).button > 0) return;
    const anchor = anchorOf(event);
    const href = anchor?.getAttribute('href') ?? '';
    if (!anchor || href.startsWith('#') || /^(mailto|tel):/i.test(href)) return;
    const url = new URL(href, `${portalOrigin}/`);
    // A link to another site (a game's store page) already says where it goes.
    if (url.origin !== portalOrigin) return;
    event.preventDefault();
    const handler = onEvent();
    const request: NavigateRequest = { url: url.href, path: `${url.pathname}${url.search}${url.hash}` };
    if (handler) handler('navigate-request', { ...request });
    else window.open(url.href, '_blank', 'noopener');
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
