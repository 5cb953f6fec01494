import type { RemoteApp } from '../routes/routeTable';

export const REMOTE_OUTLET_ID = 'remote-outlet';

/** Each remote mounts into its own element inside the outlet that the shell's layout renders. */
export function getSlot(app: RemoteApp): HTMLElement {
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
