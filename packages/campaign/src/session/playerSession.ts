import { API_PREFIX, AuthUserSchema, authRoutes, LogoutSchema, type Session } from '@portal/contracts';
import { apiClient } from '@portal/api-client';
import {
  apiBaseUrlAtom,
  endSession,
  sessionStore,
  startBearerSession,
  startSession,
  tokenAtom,
  userAtom,
  userIdAtom,
} from '@portal/session';

const path = (route: string) => route.slice(API_PREFIX.length);

/** On a studio's page (the portal's API on another origin) sessions are bearer tokens in memory. */
const inEmbed = () => sessionStore.get(apiBaseUrlAtom) !== null;

/**
 * Signs the player in across the portal (cookies and the shared store, as mf-auth does), then
 * loads their account so the shell's header shows them at once. In an embed the API answered with a
 * session bound to the studio page: it stays in the shared store's memory, where the studio SDK
 * takes it up for every widget on the page (never a cookie or storage of the studio's).
 */
export async function beginPlayerSession(session: Pick<Session, 'token' | 'userId'>): Promise<void> {
  if (inEmbed()) startBearerSession(session.token, session.userId);
  else startSession({ token: session.token, userId: session.userId });
  try {
    sessionStore.set(userAtom, await apiClient.get(path(authRoutes.me), { schema: AuthUserSchema }));
  } catch (error) {
    // The shell loads the player on its next guarded page anyway; the flow goes on.
    console.error('[campaign] could not load the signed-in player:', error);
  }
}

/** "Not you / change account": the session ends on the server and here, even if the call fails. */
export async function endPlayerSession(): Promise<void> {
  try {
    await apiClient.post(path(authRoutes.logout), { schema: LogoutSchema });
  } catch (error) {
    console.error('[campaign] logout: the session could not be revoked on the server:', error);
  } finally {
    if (inEmbed()) {
      sessionStore.set(tokenAtom, null);
      sessionStore.set(userIdAtom, null);
      sessionStore.set(userAtom, null);
    } else endSession();
  }
}
