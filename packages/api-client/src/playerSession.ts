import { sessionEndpoints, type Session } from '@portal/contracts';
import {
  endSession,
  hydrateSessionFromCookies,
  isOnStudioPage,
  sessionStore,
  startBearerSession,
  startSession,
  tokenAtom,
  userAtom,
  userIdAtom,
} from '@portal/session';
import { call } from './call';

/**
 * The signed-in player as the API knows them now. Apps call this rather than the `me` endpoint: the
 * player schema then ships once, in this shared package, not again in each app's own bundle.
 */
export const fetchSignedInPlayer = (signal?: AbortSignal) => call(sessionEndpoints.me, { signal });

/**
 * Loads the signed-in player into the shared store, so the header shows them at once. A failure is
 * logged, never thrown: the shell loads the player on its next guarded page anyway.
 */
export async function refreshSignedInPlayer(): Promise<void> {
  try {
    sessionStore.set(userAtom, await fetchSignedInPlayer());
  } catch (error) {
    console.error('[session] could not load the signed-in player:', error);
  }
}

/**
 * The end of every sign-in (password, social, campaign): on the portal the session cookies (90 days,
 * storage domain) and the store; on a studio's page a token bound to that page, kept in memory only,
 * where the studio SDK hands it to every widget. `null`: the cookies were written elsewhere (the
 * social popup) and are read from here. Then the player's data.
 */
export async function beginPlayerSession(session: Pick<Session, 'token' | 'userId'> | null): Promise<void> {
  if (!session) hydrateSessionFromCookies();
  else if (isOnStudioPage()) startBearerSession(session.token, session.userId);
  else startSession({ token: session.token, userId: session.userId });
  await refreshSignedInPlayer();
}

/** Sign out: the API revokes the session, then it ends here too, even if the call failed. */
export async function endPlayerSession(): Promise<void> {
  try {
    await call(sessionEndpoints.logout);
  } catch (error) {
    console.error('[session] the session could not be revoked on the server:', error);
  } finally {
    if (isOnStudioPage()) {
      sessionStore.set(tokenAtom, null);
      sessionStore.set(userIdAtom, null);
      sessionStore.set(userAtom, null);
    } else endSession();
  }
}
