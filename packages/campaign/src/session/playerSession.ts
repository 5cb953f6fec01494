import { API_PREFIX, AuthUserSchema, authRoutes, LogoutSchema, type Session } from '@portal/contracts';
import { apiClient } from '@portal/api-client';
import { endSession, sessionStore, startSession, userAtom } from '@portal/session';

const path = (route: string) => route.slice(API_PREFIX.length);

/**
 * Signs the player in across the portal (cookies and the shared store, as mf-auth does), then
 * loads their account so the shell's header shows them at once.
 */
export async function beginPlayerSession(session: Pick<Session, 'token' | 'userId'>): Promise<void> {
  startSession({ token: session.token, userId: session.userId });
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
    endSession();
  }
}
