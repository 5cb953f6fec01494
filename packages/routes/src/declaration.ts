/** The bottom navigation's five destinations (spec 000 §2); a route may name the active one. */
export type MenuKey = 'home' | 'games' | 'topup' | 'myVip' | 'playtesting';

/** How a route behaves when the portal is opened inside a game's in-app browser (spec 000 §4, §6). */
export type WebviewBehaviour =
  /** Default: a webview bypasses the token requirement and the login redirect. */
  | 'bypass'
  /** Not offered in a webview (the shell answers its 404). */
  | 'hidden';

/**
 * One route as a remote declares it, once, beside its federation config (`<app>/routes.ts`).
 * The remote's router renders from it, its build ships it, and the shell and gateway read it from
 * the registry.
 */
export interface RouteDeclaration {
  /** react-router path pattern: literal segments, `:param` segments, an optional trailing `*`. */
  path: string;
  /** Key of the page component in the app's page map. */
  page: string;
  /** Needs a signed-in player (spec 000 §2 "Require a signed-in user"). Default false. */
  protected?: boolean;
  /** Active bottom-navigation entry on this route; none when absent. */
  menuKey?: MenuKey;
  /** Default 'bypass'. */
  webview?: WebviewBehaviour;
}

/** Keeps the literal page keys so the page map can be checked against the declaration. */
export const defineRoutes = <const T extends readonly RouteDeclaration[]>(routes: T): T => routes;

/** The page keys a declaration uses. */
export type PageKey<T extends readonly RouteDeclaration[]> = T[number]['page'];
