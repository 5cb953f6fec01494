export const REMOTE_OUTLET_ID = 'remote-outlet';

/** Each remote mounts into its own element inside the outlet that the shell's layout renders. */
export function getSlot(app: string): HTMLElement {
  const id = `remote-slot-${app}`;
  const existing = document.getElementById(id);
  if (existing) return existing;
  const outlet = document.getElementById(REMOTE_OUTLET_ID);
  if (!outlet) throw new Error('the shell layout has not rendered its remote outlet');
  const slot = document.createElement('section');
  slot.id = id;
  slot.dataset.remote = app;
  outlet.appendChild(slot);
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
