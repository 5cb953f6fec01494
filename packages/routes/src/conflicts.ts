import type { OwnedRoute, RouteDeclaration } from './declaration';
import { patternProblem, patternShape } from './pattern';

export type RouteProblem =
  | { kind: 'invalid-pattern'; app: string; path: string; reason: string }
  | { kind: 'conflict'; path: string; app: string; owner: string; ownerPath: string }
  | { kind: 'catch-all'; path: string; app: string; owner: string; ownerPath?: string };

/** One line a deploy prints: names the path and, for a conflict, both owners. */
export function describeRouteProblem(problem: RouteProblem): string {
  if (problem.kind === 'invalid-pattern')
    return `${problem.app} declares an invalid route pattern "${problem.path}": ${problem.reason}`;
  if (problem.kind === 'catch-all')
    return problem.ownerPath
      ? `${problem.app} declares the catch-all "${problem.path}" over "${problem.ownerPath}", which ${problem.owner} owns`
      : `${problem.app} declares the catch-all "${problem.path}" over every unknown path, which the 404 page owns`;
  const same = problem.path === problem.ownerPath ? '' : ` (as "${problem.ownerPath}")`;
  return problem.app === problem.owner
    ? `${problem.app} declares "${problem.path}" twice${same}`
    : `${problem.app} claims "${problem.path}", which ${problem.owner} already owns${same}`;
}

/**
 * What stops `app`'s routes from joining the table of everybody else's (`others`, the shell's and
 * the other live remotes'): an invalid pattern, a pattern declared twice, or a pattern matching
 * exactly the paths another owner's pattern matches. A finer pattern under another owner's `:param`
 * or `*` is not a conflict: the more specific pattern wins, as in react-router.
 */
export function findRouteProblems(
  app: string,
  routes: readonly RouteDeclaration[],
  others: readonly OwnedRoute[],
): RouteProblem[] {
  const problems: RouteProblem[] = [];
  const taken = new Map<string, OwnedRoute>();
  for (const route of others) {
    if (route.app !== app) taken.set(patternShape(route.path), route);
  }
  for (const route of routes) {
    const reason = patternProblem(route.path);
    if (reason) {
      problems.push({ kind: 'invalid-pattern', app, path: route.path, reason });
      continue;
    }
    const swallowed = catchAllProblem(app, route, others);
    if (swallowed) {
      problems.push(swallowed);
      continue;
    }
    const shape = patternShape(route.path);
    const owner = taken.get(shape);
    if (owner) {
      problems.push({ kind: 'conflict', path: route.path, app, owner: owner.app, ownerPath: owner.path });
    } else {
      taken.set(shape, { ...route, app });
    }
  }
  return problems;
}

/**
 * A trailing `*` answers every path under its prefix: it must start with a literal segment (else it
 * takes the 404 page's unknown paths, `/*`, `/:x/*`) and no other owner's route may lie under it.
 */
function catchAllProblem(app: string, route: RouteDeclaration, others: readonly OwnedRoute[]) {
  const segments = route.path.split('/').filter(Boolean);
  if (segments.at(-1) !== '*') return null;
  const prefix = segments.slice(0, -1);
  if (prefix.length === 0 || prefix[0]?.startsWith(':'))
    return { kind: 'catch-all' as const, app, path: route.path, owner: '404' };
  const under = others.find((other) => other.app !== app && liesUnder(prefix, other.path));
  return under
    ? { kind: 'catch-all' as const, app, path: route.path, owner: under.app, ownerPath: under.path }
    : null;
}

/** Some path `pattern` matches starts with the segments `prefix` matches. */
function liesUnder(prefix: readonly string[], pattern: string): boolean {
  const segments = pattern.split('/').filter(Boolean);
  for (const [index, wanted] of prefix.entries()) {
    const segment = segments[index];
    if (segment === undefined) return false;
    if (segment === '*') return true;
    if (!wanted.startsWith(':') && !segment.startsWith(':') && wanted.toLowerCase() !== segment.toLowerCase())
      return false;
  }
  return true;
}
