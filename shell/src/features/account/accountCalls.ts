import { call, fetchSignedInPlayer } from '@portal/api-client';
import { walletEndpoints } from '@portal/contracts';

/** The signed-in player (000 §3): nickname, totals, configuration, vipProgress. */
export const fetchCurrentUser = fetchSignedInPlayer;

/** Balances and the unexpired pending top-ups in one call (the per-page refresh of 000 §4). */
export const fetchWalletRefresh = (signal?: AbortSignal) => call(walletEndpoints.refresh, { signal });

/** Balances only: /account/my-transaction skips the pending top-up list (000 §4). */
export const fetchWalletTotals = (signal?: AbortSignal) => call(walletEndpoints.totals, { signal });
