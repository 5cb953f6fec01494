import { endSession } from '@portal/session';
import { loadRemoteModule } from '../../platform/remoteModules';

/**
 * Signs out through mf-auth's `./session` (revokes the session on the server, then clears the
 * cookies and the store). If mf-auth cannot be loaded, the player is still signed out on this
 * device; the server session then ends at its expiry.
 */
export async function signOut(): Promise<void> {
  const session = await loadRemoteModule('mf_auth/session').catch(() => null);
  if (typeof session?.logout === 'function') return session.logout();
  console.error('[portal] remote "mf-auth" unavailable: signing out on this device only');
  endSession();
}
