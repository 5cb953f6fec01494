import type { OwnedRoute } from './declaration';
import { matchPattern, specificity, type RouteParams } from './pattern';

export interface RouteMatch {
  route: OwnedRoute;
  params: RouteParams;
}

/** The one answer to "which app owns this path, and is it protected?" (spec 000 §2, 001 §2). */
export interface RouteTable {
  readonly routes: readonly OwnedRoute[];
  match(pathname: string): RouteMatch | undefined;
}

/** A table over routes from several owners; the most specific matching pattern wins, then declaration order. */
export function createRouteTable(routes: readonly OwnedRoute[]): RouteTable {
  const ranked = routes
    .map((route, order) => ({ route, order, score: specificity(route.path) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ route }) => route);
  const firstMatch = (pathname: string): RouteMatch | undefined => {
    for (const route of ranked) {
      const params = matchPattern(route.path, pathname);
      if (params) return { route, params };
    }
    return undefined;
  };
  // single-spa asks every app's activity of the same path in turn: the last answer is kept.
  let last: { pathname: string; match: RouteMatch | undefined } | undefined;
  return {
    routes,
    match(pathname) {
      if (last?.pathname !== pathname) last = { pathname, match: firstMatch(pathname) };
      return last.match;
    },
  };
}

/** Declarations of one owner as rows of the table. */
export const ownedBy = (app: string, routes: readonly Omit<OwnedRoute, 'app'>[]): OwnedRoute[] =>
  routes.map((route) => ({ ...route, app }));
