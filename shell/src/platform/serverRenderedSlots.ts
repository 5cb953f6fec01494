import { SERVER_RENDER_ATTRIBUTE } from '@portal/routes';
import { adoptServerRenderedSlots, getSlot, SERVED_REMOTE_SLOTS } from './slots';
import type { ServerHandoff } from './serverHandoff';

/** Loaded only when the document arrived with a server render: other pages never fetch it. */
let takeOver: typeof import('./serverHandoff').takeOverServerRender | undefined;
const handoffs = new Map<string, ServerHandoff>();

/**
 * Boot, before the layout's first render: keeps the document's server-drawn slots for the outlet
 * and loads what takes them over (awaited before any remote mounts).
 */
export async function adoptServerRenders(): Promise<void> {
  if (adoptServerRenderedSlots() === 0) return;
  // Without it the remote renders straight into its slot, as on any other page.
  takeOver = await import('./serverHandoff').then(
    (module) => module.takeOverServerRender,
    () => undefined,
  );
}

/**
 * Where a remote renders: its slot, or, while its slot still shows the server's drawing of the
 * page, a hidden element beside that drawing which replaces it once the remote has drawn it all.
 */
export function remoteMountElement(app: string): HTMLElement {
  const taken = handoffs.get(app);
  if (taken) return taken.element;
  const slot = getSlot(app);
  if (!slot.hasAttribute(SERVER_RENDER_ATTRIBUTE)) return slot;
  if (!takeOver) {
    // The remote draws over the server's markup: the document's listener must leave its taps alone.
    slot.removeAttribute(SERVER_RENDER_ATTRIBUTE);
    return slot;
  }
  const handoff = takeOver(slot);
  handoffs.set(app, handoff);
  return handoff.element;
}

/**
 * After each route change: a remote that unmounted gets its plain slot back, and a server-drawn
 * page whose remote is not mounted (the reader went elsewhere before it loaded) leaves with the
 * route, like the remote's own page would.
 */
export function settleServerRenders(isMounted: (app: string) => boolean): void {
  for (const [app, handoff] of handoffs) {
    if (isMounted(app)) continue;
    handoff.release();
    handoffs.delete(app);
  }
  for (const slot of document.querySelectorAll<HTMLElement>(SERVED_REMOTE_SLOTS)) {
    if (slot.dataset.remote && isMounted(slot.dataset.remote)) continue;
    slot.removeAttribute(SERVER_RENDER_ATTRIBUTE);
    slot.replaceChildren();
  }
}
