import { useSyncExternalStore } from 'react';
import {
  portalRouteTable,
  SHELL_APP,
  type OwnedRoute,
  type RoutedRemote,
  type RouteTable,
} from '@portal/routes';
import shellRoutes from '../../routes';

/**
 * The portal's route table in the browser: the shell's own routes from boot, every remote's once
 * the registry is read (`setRegistryRoutes`). Which app owns a path, whether it is protected, its
 * menu key: all answered from here, so a deploy changes them on the next page load.
 */
let table: RouteTable = portalRouteTable(shellRoutes, []);
let loaded = false;
const listeners = new Set<() => void>();

let tableRemotes: readonly RoutedRemote[] | undefined;

export function setRegistryRoutes(registryRemotes: readonly RoutedRemote[]): void {
  // The same registry read again (the boot sets it early for a drawn navigation): nothing re-renders.
  if (registryRemotes === tableRemotes) return;
  tableRemotes = registryRemotes;
  table = portalRouteTable(shellRoutes, registryRemotes);
  loaded = true;
  listeners.forEach((listener) => listener());
}

/** The table as it is now (for code outside React). */
export const currentRouteTable = (): RouteTable => table;

export const matchRoute = (pathname: string): OwnedRoute | undefined => table.match(pathname)?.route;

/** Activity function input for single-spa: does this app own the path? */
export const isOwnedBy = (app: string, pathname: string): boolean => matchRoute(pathname)?.app === app;

/** A remote (not the shell) answers this path. */
export const isRemotePath = (pathname: string): boolean => {
  const owner = matchRoute(pathname)?.app;
  return owner !== undefined && owner !== SHELL_APP;
};

/** Until the registry is read, a path no shell route matches may still be a remote's. */
export const remoteRoutesKnown = () => loaded;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentTable = () => table;

/**
 * Re-renders when the registry's routes arrive; the value changes with each table. On the server
 * (the frame's styles, drawn at build time) it is the table the shell starts with.
 */
export const useRouteTable = (): RouteTable => useSyncExternalStore(subscribe, currentTable, currentTable);
