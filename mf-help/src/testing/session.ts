import { helpSheetAtom, sessionStore, tokenAtom, userAtom, userIdAtom } from '@portal/session';
import { player } from '@portal/session/src/player.fixture';

export { player };

/** A signed-in player (id 7, k@example.com) in the shared store, as the shell leaves it after sign-in. */
export function signIn() {
  sessionStore.set(tokenAtom, 'token-for-tests-0123456789');
  sessionStore.set(userIdAtom, String(player.id));
  sessionStore.set(userAtom, player);
}

export function resetSession() {
  sessionStore.set(tokenAtom, null);
  sessionStore.set(userIdAtom, null);
  sessionStore.set(userAtom, null);
  sessionStore.set(helpSheetAtom, { open: false, view: 'menu' });
}

/** What the shell's Need Help button does. */
export const openHelpCenter = (view: 'menu' | 'feedback' | 'tour' = 'menu') =>
  sessionStore.set(helpSheetAtom, { open: true, view });
