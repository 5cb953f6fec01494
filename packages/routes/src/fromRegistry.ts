import { SHELL_APP, type OverlayDeclaration, type RouteDeclaration } from './declaration';
import { createRouteTable, ownedBy, type RouteTable } from './routeTable';

/** What the route table is built from: the shell's own routes and each live remote's. */
export interface RoutedRemote {
  app: string;
  routes: readonly RouteDeclaration[];
  overlays?: readonly OverlayDeclaration[];
}

/** The portal's table: the shell's routes plus the routes of every remote the registry has live. */
export function portalRouteTable(
  shellRoutes: readonly RouteDeclaration[],
  remotes: readonly RoutedRemote[],
): RouteTable {
  return createRouteTable([
    ...ownedBy(SHELL_APP, shellRoutes),
    ...remotes.flatMap((remote) => ownedBy(remote.app, remote.routes)),
  ]);
}
