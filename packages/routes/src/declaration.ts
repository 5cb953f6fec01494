import type { PageMeta } from './meta/pageMeta';

/**
 * The bottom navigation's five destinations (spec 000 §2), plus `friends`: the drawer's Friends row,
 * active on the friends pages and public profiles (000 §2 "the friends menu is active").
 */
export type MenuKey = 'home' | 'games' | 'topup' | 'myVip' | 'playtesting' | 'friends';

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
  /** For visitors only: a signed-in player is sent to /hub instead (spec 000 §4). Default false. */
  signedOut?: boolean;
  /** Active bottom-navigation entry on this route; none when absent. */
  menuKey?: MenuKey;
  /** Default 'bypass'. */
  webview?: WebviewBehaviour;
  /**
   * Title, description, preview image and indexing of the page (written into the served document).
   * Every app declares it (`defineRoutes` requires it); a version deployed before it existed has none.
   */
  meta?: PageMeta;
}

/** A route as an app declares it in its `routes.ts`: its page meta is required. */
export type DeclaredRoute = RouteDeclaration & { meta: PageMeta };

/** Keeps the literal page keys so the page map can be checked against the declaration. */
export const defineRoutes = <const T extends readonly DeclaredRoute[]>(routes: T): T => routes;

/** The page keys a declaration uses. */
export type PageKey<T extends readonly RouteDeclaration[]> = T[number]['page'];

/**
 * When the shell mounts an overlay:
 *  - `every-page` (the default): as soon as the page starts;
 *  - `on-help`: once the Help Center is first asked for (the session store's `helpSheetAtom` opens,
 *    e.g. from Need Help). A page then loads none of its code until then.
 * Once mounted, an overlay stays mounted for the life of the page.
 */
export const OVERLAY_MOUNTS = ['every-page', 'on-help'] as const;
export type OverlayMount = (typeof OVERLAY_MOUNTS)[number];

/**
 * An application a remote mounts on every page rather than on a route (e.g. mf-help's Help Center
 * sheets). Declared by the remote next to its routes; the shell mounts it from the registry.
 */
export interface OverlayDeclaration {
  /** Unique within the remote; the single-spa application is `<app>:<name>`. */
  name: string;
  /** The exposed module whose lifecycles mount it, e.g. `./sheets`. */
  expose: string;
  /** When the shell mounts it (see OVERLAY_MOUNTS); `every-page` when absent. */
  mount?: OverlayMount;
}

export const defineOverlays = <const T extends readonly OverlayDeclaration[]>(overlays: T): T => overlays;

/** The exposed module every remote's routes are mounted from. */
export const APP_EXPOSE = './app';

/**
 * The shared module `./app` mounts through (single-spa lifecycles). The shell does not provide it,
 * so a route's page takes it from the route's remote, the first remote the page loads.
 */
export const LIFECYCLES_SHARE = '@portal/federation/lifecycles';

/** Who owns a route: the shell or a remote's name (`mf-help`, `mf-campaign-ash-echoes`). */
export type RouteOwner = string;

/** A declaration together with the application that owns it: one row of the portal's route table. */
export interface OwnedRoute extends RouteDeclaration {
  app: RouteOwner;
}

export const SHELL_APP = 'shell';
