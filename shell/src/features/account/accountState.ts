import { atom } from 'jotai';
import { sessionStore } from '@portal/session';
import type { TopupOrder, WalletTotals } from '@portal/contracts';

/**
 * The shell's view of the signed-in player's money, refreshed on each guarded page load. Atoms of
 * the shared session store (read with useSessionValue): null means not known (a visitor, not
 * loaded yet, or the wallet API did not answer) and then nothing is shown — never a made-up number.
 */
export const walletTotalsAtom = atom<WalletTotals | null>(null);

/** Unexpired pending top-ups (the pending-order banner); null when not loaded on this page. */
export const pendingTopupsAtom = atom<TopupOrder[] | null>(null);

/** Forgets the money shown: a visitor, or a session the API refused. */
export function forgetAccount(): void {
  sessionStore.set(walletTotalsAtom, null);
  sessionStore.set(pendingTopupsAtom, null);
}
