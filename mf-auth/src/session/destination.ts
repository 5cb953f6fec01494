import { safeReturnPath } from '@portal/contracts';

/** Session storage key of the address a game's SSO flow wants mobile players sent to (000 §4). */
export const SSO_REDIRECTION_KEY = 'sso-redirection';
/** The /login or /register query parameter that sets it. */
export const SSO_REDIRECTION_PARAM = 'sso-redirection';

const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile|webOS|BlackBerry/i;
export const isMobileUserAgent = (userAgent: string): boolean => MOBILE_USER_AGENT.test(userAgent);

/** Schemes never followed: they run code or read files instead of opening a page or an app. */
const UNSAFE_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:']);

/**
 * An sso-redirection address worth keeping: a path or URL of this portal, or a game's app link
 * (`mygame://auth`). Web pages of other origins are refused: no open redirect.
 */
export function acceptSsoRedirection(value: string | null, origin: string): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.includes('\\')) return trimmed;
  try {
    const url = new URL(trimmed);
    if (UNSAFE_SCHEMES.has(url.protocol)) return null;
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin === origin ? url.href : null;
    return url.href;
  } catch {
    return null;
  }
}

export type Destination = { kind: 'external'; url: string } | { kind: 'path'; path: string };

export interface DestinationInput {
  userAgent: string;
  /** The stored sso-redirection address, if any. */
  ssoRedirection: string | null;
  referrer: string | null | undefined;
  origin: string;
  /** Told when a mobile player has no stored address (000 §4: only logged). */
  onMissingSsoRedirection?: () => void;
}

/**
 * Where a player goes after signing in: on a mobile user agent the stored sso-redirection address;
 * otherwise (or when it is missing, after logging it) the referrer if it is a path of this portal,
 * else /hub.
 */
export function destinationAfterSignIn(input: DestinationInput): Destination {
  if (isMobileUserAgent(input.userAgent)) {
    if (input.ssoRedirection) return { kind: 'external', url: input.ssoRedirection };
    input.onMissingSsoRedirection?.();
  }
  return { kind: 'path', path: safeReturnPath(input.referrer, input.origin) };
}

export function rememberSsoRedirection(search: string): void {
  const value = new URLSearchParams(search).get(SSO_REDIRECTION_PARAM);
  const accepted = acceptSsoRedirection(value, window.location.origin);
  if (accepted) window.sessionStorage.setItem(SSO_REDIRECTION_KEY, accepted);
}

export function storedSsoRedirection(): string | null {
  try {
    return window.sessionStorage.getItem(SSO_REDIRECTION_KEY);
  } catch {
    return null;
  }
}
