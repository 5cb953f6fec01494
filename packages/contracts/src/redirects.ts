// ---------------------------------------------------------------------------------------------
// Where a player may be sent: one normalising check for every return path (login API,
// reset mail, route guard, client) and one scheme allow-list for a game's sso-redirection.
// Values are normalised before they are judged: percent-encoding is undone (repeatedly), backslashes
// and control characters in any form refuse the value, and the URL parser's own reading decides
// what the path is, so `//evil`, `/\evil`, `/%2F%2Fevil`, `http://<origin>//evil` and `/./../evil`
// cannot become another site.
// ---------------------------------------------------------------------------------------------

/** Where a signed-in player lands when no usable referrer was given. */
export const DEFAULT_SIGNED_IN_PATH = '/hub';

const MAX_REDIRECT_LENGTH = 2048;
/** Any base: only used to let the URL parser resolve a path; its origin must survive. */
const PATH_BASE = 'https://portal.invalid';

/** The value with percent-encoding undone until it no longer changes; null when it does not decode. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let round = 0; round < 4; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null; // still changing after four rounds: nobody encodes a path that deep by accident
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE_CHARACTERS = /[\\\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** True when neither the value nor any decoded form of it holds a backslash or a control character. */
function hasOnlySafeCharacters(value: string): boolean {
  const decoded = fullyDecoded(value);
  return decoded !== null && !UNSAFE_CHARACTERS.test(value) && !UNSAFE_CHARACTERS.test(decoded);
}

/** A path that stays on this site: starts with one slash, in its raw and decoded forms. */
function isLocalPath(path: string): boolean {
  const decoded = fullyDecoded(path);
  return decoded !== null && /^\/(?![/\\])/.test(path) && /^\/(?![/\\])/.test(decoded);
}

/**
 * The referrer as a same-origin path (`/path?query#hash`), or `DEFAULT_SIGNED_IN_PATH`.
 * Accepts a path, or a full http(s) URL on `origin` (the forgot-password referrer holds origin plus
 * path); refuses other origins, protocol-relative forms, backslashes and control characters, in any
 * encoding.
 */
export function safeReturnPath(referrer: string | null | undefined, origin?: string): string {
  if (!referrer || referrer.length > MAX_REDIRECT_LENGTH) return DEFAULT_SIGNED_IN_PATH;
  const value = referrer.trim();
  if (!hasOnlySafeCharacters(value)) return DEFAULT_SIGNED_IN_PATH;
  let url: URL;
  try {
    if (value.startsWith('/')) {
      if (!isLocalPath(value)) return DEFAULT_SIGNED_IN_PATH;
      url = new URL(value, PATH_BASE);
      if (url.origin !== PATH_BASE) return DEFAULT_SIGNED_IN_PATH;
    } else {
      if (!origin) return DEFAULT_SIGNED_IN_PATH;
      url = new URL(value);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return DEFAULT_SIGNED_IN_PATH;
      if (url.origin !== new URL(origin).origin || url.username || url.password)
        return DEFAULT_SIGNED_IN_PATH;
    }
  } catch {
    return DEFAULT_SIGNED_IN_PATH;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isLocalPath(path) && hasOnlySafeCharacters(path) ? path : DEFAULT_SIGNED_IN_PATH;
}

/**
 * App schemes of the publisher's games (`ashechoes://…`): a game's mobile SSO flow may send the player
 * back into the app. A page may configure its own list (`<meta name="portal-sso-app-schemes">`).
 */
export const DEFAULT_SSO_APP_SCHEMES = [
  'ashechoes',
  'crazyones',
  'moonlightsaga',
  'ironvanguard',
  'pixelkartrush',
  'starfalltactics',
] as const;

const SCHEME_NAME = /^[a-z][a-z0-9+.-]{1,31}$/;

/** Schemes no configuration may allow: they run code, read files or leave the web for other protocols. */
const NEVER_ALLOWED = new Set([
  'javascript',
  'data',
  'vbscript',
  'file',
  'blob',
  'about',
  'view-source',
  'intent',
  'ws',
  'wss',
  'ftp',
  'http',
  'https',
  'filesystem',
  'chrome',
  'mailto',
  'tel',
  'sms',
]);

/** Keeps the scheme names that are well formed and not dangerous, lower-cased. */
export function normaliseAppSchemes(schemes: readonly string[]): string[] {
  return schemes
    .map((scheme) =>
      scheme
        .trim()
        .toLowerCase()
        .replace(/:(\/\/)?$/, ''),
    )
    .filter((scheme) => SCHEME_NAME.test(scheme) && !NEVER_ALLOWED.has(scheme));
}

/**
 * An sso-redirection address worth keeping, or null: a path of this portal, an https URL of this
 * portal (`origin`), or a URL whose scheme is one of the games' app schemes. Nothing else: no other
 * web origin (open redirect), no `ws:`, `intent:`, `ftp:`, `view-source:`, `javascript:`…
 */
export function safeSsoRedirection(
  value: string | null | undefined,
  origin: string,
  appSchemes: readonly string[] = DEFAULT_SSO_APP_SCHEMES,
): string | null {
  if (!value || value.length > MAX_REDIRECT_LENGTH) return null;
  const trimmed = value.trim();
  if (!trimmed || !hasOnlySafeCharacters(trimmed)) return null;
  if (trimmed.startsWith('/')) {
    const path = safeReturnPath(trimmed);
    return path === trimmed ? path : null;
  }
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  const portal = new URL(origin);
  if (url.protocol === 'https:' || url.protocol === portal.protocol) {
    if (url.origin !== portal.origin) return null;
    return isLocalPath(url.pathname) ? url.href : null;
  }
  const scheme = url.protocol.slice(0, -1);
  return normaliseAppSchemes(appSchemes).includes(scheme) ? url.href : null;
}
