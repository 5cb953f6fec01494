import { DEFAULT_SSO_APP_SCHEMES, safeReturnPath, safeSsoRedirection } from '@portal/contracts';

/** Session storage key of the address a game's SSO flow wants mobile players sent to (000 §4). */
export const SSO_REDIRECTION_KEY = 'sso-redirection';
/** The /login or /register query parameter that sets it. */
export const SSO_REDIRECTION_PARAM = 'sso-redirection';

const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile|webOS|BlackBerry/i;
export const isMobileUserAgent = (userAgent: string): boolean => MOBILE_USER_AGENT.test(userAgent);

/** The page may list the games' app schemes it accepts: `<meta name="portal-sso-app-schemes" content="a,b">`. */
export const SSO_APP_SCHEMES_META = 'portal-sso-app-schemes';

export function configuredAppSchemes(): readonly string[] {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${SSO_APP_SCHEMES_META}"]`);
  const listed = meta?.content.split(',').filter((scheme) => scheme.trim() !== '');
  return listed && listed.length > 0 ? listed : DEFAULT_SSO_APP_SCHEMES;
}

/**
 * An sso-redirection address worth keeping: a path or https URL of this portal, or a game's app link
 * (`ashechoes://auth`) whose scheme is on the allow-list. Anything else (other web origins, `ws:`,
 * `intent:`, `ftp:`, `view-source:`, unknown schemes) is refused: no open redirect.
 */
export function acceptSsoRedirection(
  value: string | null,
  origin: string,
  appSchemes: readonly string[] = DEFAULT_SSO_APP_SCHEMES,
): string | null {
  return safeSsoRedirection(value, origin, appSchemes);
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
  const accepted = acceptSsoRedirection(value, window.location.origin, configuredAppSchemes());
  if (accepted) window.sessionStorage.setItem(SSO_REDIRECTION_KEY, accepted);
}

/** The stored address, checked again: session storage is writable by any script of the origin. */
export function storedSsoRedirection(): string | null {
  try {
    const stored = window.sessionStorage.getItem(SSO_REDIRECTION_KEY);
    return acceptSsoRedirection(stored, window.location.origin, configuredAppSchemes());
  } catch {
    return null;
  }
}
