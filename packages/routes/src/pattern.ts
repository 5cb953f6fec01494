/**
 * Route patterns with react-router's semantics, without react-router (the gateway uses them too):
 * literal segments (case-insensitive), `:param` segments (one non-empty segment), and an optional
 * trailing `*` that matches the rest of the path, including nothing.
 */
const PARAM = /^:[A-Za-z_][\w-]*$/;
const LITERAL = /^[A-Za-z0-9._~!$&'()+,;=@%-]+$/;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** Why a pattern cannot be routed, or null when it is valid. */
export function patternProblem(path: string): string | null {
  if (!path.startsWith('/')) return 'must start with "/"';
  if (path !== '/' && path.endsWith('/')) return 'must not end with "/"';
  if (path.includes('//')) return 'has an empty segment';
  const segments = segmentsOf(path);
  const params = new Set<string>();
  for (const [index, segment] of segments.entries()) {
    if (segment === '*') {
      if (index !== segments.length - 1) return '"*" may only be the last segment';
    } else if (segment.startsWith(':')) {
      if (!PARAM.test(segment)) return `"${segment}" is not a parameter name`;
      if (params.has(segment)) return `parameter "${segment}" appears twice`;
      params.add(segment);
    } else if (!LITERAL.test(segment)) {
      return `segment "${segment}" has characters a path cannot hold`;
    }
  }
  return null;
}

export const isValidPattern = (path: string) => patternProblem(path) === null;

/**
 * react-router's ranking (its `computeScore`): more segments, literal over `:param`, and a splat
 * penalty, so `/topup/payment/:id` beats `/topup/*` and `/games/official/x` beats `/games/:gameCode`.
 */
export function specificity(path: string): number {
  const segments = path.split('/');
  let score = segments.length + (segments.includes('*') ? -2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    score += PARAM.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}

/**
 * Two patterns that match exactly the same paths (`/a/:x` and `/A/:y`): the key a conflict check
 * compares.
 */
export const patternShape = (path: string) =>
  `/${segmentsOf(path)
    .map((segment) => (segment.startsWith(':') ? ':' : segment.toLowerCase()))
    .join('/')}`;

export type RouteParams = Record<string, string>;

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The params when `pattern` matches the whole of `pathname` (a trailing slash is ignored), else null. */
export function matchPattern(pattern: string, pathname: string): RouteParams | null {
  const wanted = segmentsOf(pattern);
  const given = segmentsOf(pathname);
  const params: RouteParams = {};
  for (const [index, segment] of wanted.entries()) {
    if (segment === '*') {
      params['*'] = given.slice(index).map(decode).join('/');
      return params;
    }
    const actual = given[index];
    if (actual === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = decode(actual);
    else if (decode(actual).toLowerCase() !== decode(segment).toLowerCase()) return null;
  }
  return given.length === wanted.length ? params : null;
}
