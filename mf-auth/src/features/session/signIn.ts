import { beginPlayerSession } from '@portal/api-client';
import { destinationAfterSignIn, storedSsoRedirection, type Destination } from './destination';

/** After a successful sign-in: the session (cookies, store) and the player's data, then where to go. */
export async function completeSignIn(
  session: { token: string; userId: number } | null,
  referrer: string | null | undefined,
): Promise<Destination> {
  // null: a sign-in finished in the social popup wrote the cookies there, read here.
  await beginPlayerSession(session);
  return destinationAfterSignIn({
    userAgent: navigator.userAgent,
    ssoRedirection: storedSsoRedirection(),
    referrer,
    origin: window.location.origin,
    onMissingSsoRedirection: () =>
      console.error('[mf-auth] mobile sign-in: no sso-redirection address is stored; going to the referrer'),
  });
}
