/** Moved into the campaign kit: mf-auth links that come back to the campaign page. */
export { signInPath, forgotPasswordPath } from '@portal/campaign';
