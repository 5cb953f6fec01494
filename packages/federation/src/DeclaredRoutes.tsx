import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { PageKey, RouteDeclaration } from '@portal/routes';

/** Every page key of a declaration mapped to its component (checked by the compiler). */
export type PageMap<T extends readonly RouteDeclaration[]> = Record<PageKey<T>, ComponentType>;

/**
 * A page whose code is its own chunk, loaded when its route is first shown: a route downloads only
 * what it shows. `load` may serve several pages from one module (`lazyPage(friends, 'FriendsList')`).
 */
export const lazyPage = <K extends string, P extends object = object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) => lazy(() => load().then((module) => ({ default: module[name] })));

interface DeclaredRoutesProps<T extends readonly RouteDeclaration[]> {
  routes: T;
  pages: PageMap<T>;
  /** Shown while a lazy page's code loads. */
  fallback?: ReactNode;
}

/** A remote's router, rendered from its one route declaration: no second list of paths. */
export function DeclaredRoutes<T extends readonly RouteDeclaration[]>({
  routes,
  pages,
  fallback = null,
}: DeclaredRoutesProps<T>) {
  return (
    <Suspense fallback={fallback}>
      <Routes>
        {routes.map((route) => {
          const Page: ComponentType = pages[route.page as PageKey<T>];
          return <Route key={route.path} path={route.path} element={<Page />} />;
        })}
      </Routes>
    </Suspense>
  );
}
