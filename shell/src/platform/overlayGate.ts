import type { OverlayDeclaration } from '@portal/routes';
import { helpSheetAtom, sessionStore } from '@portal/session';

type SessionStore = typeof sessionStore;

/** Decides, per overlay, whether single-spa may mount it now (its `activeWhen`). */
export interface OverlayGate {
  isWanted(overlay: OverlayDeclaration): boolean;
}

/**
 * `on-help` overlays wait until the Help Center is first asked for (Need Help opens the session
 * store's helpSheetAtom), for players too: nothing in it opens by itself; then
 * `onDemand` runs once so single-spa re-reads the activity of its applications. The demand is
 * latched for the life of the page: closing the sheet or signing out never unmounts the overlay
 * (a half-finished tour or a feedback being sent stays on screen).
 */
export function createOverlayGate(onDemand: () => void, store: SessionStore = sessionStore): OverlayGate {
  const asked = () => store.get(helpSheetAtom).open;
  let helpWanted = asked();
  const unsubscribes: (() => void)[] = [];
  const check = () => {
    if (helpWanted || !asked()) return;
    helpWanted = true;
    unsubscribes.forEach((unsubscribe) => unsubscribe());
    onDemand();
  };
  if (!helpWanted) unsubscribes.push(store.sub(helpSheetAtom, check));
  return { isWanted: (overlay) => (overlay.mount ?? 'every-page') === 'every-page' || helpWanted };
}
