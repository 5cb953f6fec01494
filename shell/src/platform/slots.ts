import { remoteSlotId, SERVER_RENDER_ATTRIBUTE, SHELL_APP } from '@portal/routes';
import { refocusServedElement } from './servedFocus';

export const REMOTE_OUTLET_ID = 'remote-outlet';

/**
 * Remotes' slots still showing their server's drawing. The shell's own drawn page (the home) keeps
 * the same mark, so the document's tap listener guards it too, but it is taken over by the shell's
 * layout (servedShellPage.ts), never by the remotes' outlet.
 */
export const SERVED_REMOTE_SLOTS = `[${SERVER_RENDER_ATTRIBUTE}]:not(#${remoteSlotId(SHELL_APP)})`;

let outletCommitted: () => void = () => undefined;
/** Settles once the layout's outlet is in the DOM: single-spa may mount remotes from then on. */
export const outletReady = new Promise<void>((resolve) => {
  outletCommitted = resolve;
});

/** Slots asked for while the layout was still rendering (single-spa reads them as it loads an app). */
const awaitingOutlet: HTMLElement[] = [];

/** The layout's ref on its outlet element: React calls it when it commits the outlet. */
export function outletRef(outlet: HTMLElement | null): void {
  if (!outlet) return;
  outlet.append(...awaitingOutlet.splice(0));
  // React emptied the document's container in this commit, taking the focus out of a served page.
  refocusServedElement(outlet);
  outletCommitted();
}

/**
 * The remote slots the document arrived with, drawn by their remote's server render: they stay
 * where they are (on screen) until the layout commits its outlet, which takes them in during the
 * same commit that replaces the document's markup, so no frame shows the page without them.
 * Answers how many there are.
 */
export function adoptServerRenderedSlots(): number {
  const served = document.querySelectorAll<HTMLElement>(SERVED_REMOTE_SLOTS);
  awaitingOutlet.push(...served);
  return served.length;
}

/** Whether the document arrived with a remote's page drawn that no remote has taken over yet. */
export const hasServerRenderedSlot = (): boolean => document.querySelector(SERVED_REMOTE_SLOTS) !== null;

/** Each remote mounts into its own element inside the outlet that the shell's layout renders. */
export function getSlot(app: string): HTMLElement {
  const id = remoteSlotId(app);
  const existing = document.getElementById(id) ?? awaitingOutlet.find((slot) => slot.id === id);
  if (existing) return existing;
  const slot = document.createElement('section');
  slot.id = id;
  slot.dataset.remote = app;
  const outlet = document.getElementById(REMOTE_OUTLET_ID);
  if (outlet) outlet.appendChild(slot);
  else awaitingOutlet.push(slot);
  return slot;
}

/** Always-mounted applications (sheets, dialogs) live outside the page flow, at the end of the body. */
export function getOverlaySlot(name: string): HTMLElement {
  const id = `overlay-slot-${name.replace(/[^\w-]/g, '-')}`;
  const existing = document.getElementById(id);
  if (existing) return existing;
  const slot = document.createElement('div');
  slot.id = id;
  slot.dataset.overlay = name;
  document.body.appendChild(slot);
  return slot;
}
