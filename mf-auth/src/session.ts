/**
 * `./session` expose: account actions other apps call without mounting mf-auth, e.g. the shell's
 * drawer or the account page: `const { logout } = await loadRemote('mf_auth/session')`.
 */
import { registerTexts } from './i18n';

// Whoever loads this module may render AuthModal: its texts load with it.
void registerTexts();

export { logout, refreshCurrentUser } from './session/signIn';
export { AuthModal } from './features/auth-modal/AuthModal';
export type { AuthModalProps } from './features/auth-modal/AuthModal';
