/**
 * `./session` expose: account actions other apps call without mounting mf-auth, e.g. the shell's
 * drawer or the account page: `const { logout } = await loadRemote('mf_auth/session')`.
 */
import { endPlayerSession, refreshSignedInPlayer } from '@portal/api-client';
import { registerTexts } from './i18n';

// Whoever loads this module may render AuthModal: its texts load with it.
void registerTexts();

/** Sign out: the API revokes the session, then it ends on this device too, even if the call failed. */
export const logout = (): Promise<void> => endPlayerSession();
export const refreshCurrentUser = (): Promise<void> => refreshSignedInPlayer();
export { AuthModal } from './features/auth-modal/AuthModal';
export type { AuthModalProps } from './features/auth-modal/AuthModal';
