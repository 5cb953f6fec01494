/**
 * Links into mf-auth, which owns sign-in: social pre-registration reuses its single sign-on, and
 * both come back to the page the player left (mf-auth's `referrer`), where the flow continues at
 * the consent step.
 */
const here = () => `${window.location.pathname}${window.location.search}`;

export const signInPath = () => `/login?referrer=${encodeURIComponent(here())}`;
/** The reset page's referrer is origin plus path (000 §2). */
export const forgotPasswordPath = () =>
  `/forgot-password?referrer=${encodeURIComponent(`${window.location.origin}${here()}`)}`;
