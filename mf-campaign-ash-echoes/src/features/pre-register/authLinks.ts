/** Moved into the campaign kit (issue 14): mf-auth links that come back to the campaign page. */
export { signInPath, forgotPasswordPath } from '@portal/campaign';
