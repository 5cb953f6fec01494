import type { AuthUser } from '@portal/contracts';

/** For its first day an account is new: the hub says "Welcome", afterwards "Welcome back". */
export const NEW_PLAYER_SECONDS = 24 * 60 * 60;

export type HubGreeting = 'new' | 'returning' | 'visitor';

/** Which greeting the hub shows; an answer without `createdAt` (an older API) reads as returning. */
export function hubGreeting(
  user: Pick<AuthUser, 'createdAt'> | null,
  signedIn: boolean,
  nowSeconds = Date.now() / 1000,
): HubGreeting {
  if (!signedIn) return 'visitor';
  if (user?.createdAt !== undefined && nowSeconds - user.createdAt < NEW_PLAYER_SECONDS) return 'new';
  return 'returning';
}
