import { apiClient } from '@portal/api-client';
import { API_PREFIX, authRoutes, AuthUserSchema } from '@portal/contracts';
import { sessionStore, userAtom } from '@portal/session';

/** The contract's paths include /api; the client adds its own base URL. */
const path = (route: string) => (route.startsWith(API_PREFIX) ? route.slice(API_PREFIX.length) : route);

/** Sign out of the portal (the account page's Sign Out). */
export const logOut = () => apiClient.post(path(authRoutes.logout));

/** After a change the shell shows too (nickname, avatar, job): the shared store gets the fresh user. */
export async function refreshSessionUser(): Promise<void> {
  try {
    sessionStore.set(userAtom, await apiClient.get(path(authRoutes.me), { schema: AuthUserSchema }));
  } catch (error) {
    console.error('[mf-profile] could not refresh the signed-in player:', error);
  }
}
