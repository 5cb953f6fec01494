import { isApiRequestError } from '@portal/api-client';
import { endSession, sessionStore, userAtom } from '@portal/session';
import { fetchCurrentUser, fetchWalletRefresh, fetchWalletTotals } from './accountCalls';
import { forgetAccount, pendingTopupsAtom, walletTotalsAtom } from './accountState';

/** The page where the pending top-up list is not refreshed (it shows the transactions itself, 000 §4). */
export const NO_PENDING_REFRESH_PATH = '/account/my-transaction';

const isUnauthorized = (error: unknown) => isApiRequestError(error) && error.status === 401;

/**
 * The per-page refresh of spec 000 §4 for a signed-in player: the current user (totals,
 * configuration, VIP), the wallet totals with the gacha token amount, and the pending top-up list
 * (skipped on /account/my-transaction). A token the API refuses ends the session, so the guard
 * sends the player to sign in again. Other failures keep what was known. A visitor's pages never
 * call it (useAccountRefresh forgets the account instead, without loading this code).
 */
export async function refreshAccount(pathname: string, signal?: AbortSignal): Promise<void> {
  const withPending = pathname !== NO_PENDING_REFRESH_PATH;
  const [user, wallet] = await Promise.allSettled([
    fetchCurrentUser(signal),
    withPending ? fetchWalletRefresh(signal) : fetchWalletTotals(signal),
  ]);
  if (signal?.aborted) return;
  if ([user, wallet].some((result) => result.status === 'rejected' && isUnauthorized(result.reason))) {
    endSession();
    return forgetAccount();
  }
  if (user.status === 'fulfilled') sessionStore.set(userAtom, user.value);
  if (wallet.status === 'fulfilled') {
    const answer = wallet.value;
    if ('totals' in answer) {
      sessionStore.set(walletTotalsAtom, answer.totals);
      sessionStore.set(pendingTopupsAtom, answer.pendingTopups);
    } else {
      sessionStore.set(walletTotalsAtom, answer);
    }
  }
}
