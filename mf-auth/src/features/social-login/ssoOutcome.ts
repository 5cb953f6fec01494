import { errorCodes, ssoMessages } from '@portal/contracts';

/** A notice the portal shows for an SSO result: keys of `common:sso` / the catalogue. */
export type SsoNotice = 'emailCantRetrieve' | 'ssoCancelled' | 'errorRedirect';

export type SsoOutcome =
  /** Go to /register with this query (from after the colon of 'Email Not Found:…'). */
  { kind: 'register'; search: string; notice?: SsoNotice } | { kind: 'notice'; notice: SsoNotice };

/**
 * The single-sign-on message table of 000 §8:
 * - a message containing 'Email Not Found' → /register with the params after the colon;
 * - EMAIL_CANT_RETRIEVE → 'We could not retrieve your email address, please enter your email to
 *   register.' (shown on the register form, where the player can do just that);
 * - 'User Not Found' → /register;
 * - 'Cancelled' → 'SSO Cancelled';
 * - anything else ('Code Expired', 'Error SSO', …) → 'Error Redirect SSO'.
 */
export function ssoOutcome(message: string): SsoOutcome {
  if (message.includes(ssoMessages.emailNotFound)) {
    const colon = message.indexOf(':');
    const params = new URLSearchParams(colon >= 0 ? message.slice(colon + 1) : '');
    const search = params.toString();
    return { kind: 'register', search: search ? `?${search}` : '' };
  }
  if (message.includes(errorCodes.emailCantRetrieve))
    return { kind: 'register', search: '', notice: 'emailCantRetrieve' };
  if (message === ssoMessages.userNotFound) return { kind: 'register', search: '' };
  if (message === ssoMessages.cancelled) return { kind: 'notice', notice: 'ssoCancelled' };
  return { kind: 'notice', notice: 'errorRedirect' };
}

/** The translation key of a notice in the `common` namespace. */
export const ssoNoticeKey = (notice: SsoNotice): string =>
  ({
    emailCantRetrieve: 'sso.emailCantRetrieve',
    ssoCancelled: 'sso.ssoCancelled',
    errorRedirect: 'sso.errorRedirect',
  })[notice];
