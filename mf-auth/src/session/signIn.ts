import { authApi } from './authApi';
import { endSession, hydrateSessionFromCookies, sessionStore, startSession, userAtom } from '@portal/session';
import { destinationAfterSignIn, storedSsoRedirection, type Destination } from './destination';

/** Fetches the signed-in player into the shared store, so the shell shows them at once. */
export async function refreshCurrentUser(): Promise<void> {
  try {
    sessionStore.set(userAtom, await authApi.me());
  } catch (error) {
    // The shell refreshes the user on the next guarded page load anyway.
    console.error('[mf-auth] could not load the signed-in player:', error);
  }
}

/**
 * After a successful sign-in: token and user id cookies (90 days, storage domain) and the store
 * (startSession), the player's data, then where to go.
 */
export async function completeSignIn(
  session: { token: string; userId: number } | null,
  referrer: string | null | undefined,
): Promise<Destination> {
  if (session) startSession({ token: session.token, userId: session.userId });
  // A sign-in finished in the social popup wrote the cookies there: read them here.
  else hydrateSessionFromCookies();
  await refreshCurrentUser();
  return destinationAfterSignIn({
    userAgent: navigator.userAgent,
    ssoRedirection: storedSsoRedirection(),
    referrer,
    origin: window.location.origin,
    onMissingSsoRedirection: () =>
      console.error('[mf-auth] mobile sign-in: no sso-redirection address is stored; going to the referrer'),
  });
}

/** Logout: the API revokes the session, then cookies and store are cleared (even if the API failed). */
export async function logout(): Promise<void> {
  try {
    await authApi.logout();
  } catch (error) {
    console.error('[mf-auth] logout: the session could not be revoked on the server:', error);
  } finally {
    endSession();
  }
}
