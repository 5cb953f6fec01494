import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { PageKey, RouteDeclaration } from '@portal/routes';

/** Every page key of a declaration mapped to its component (checked by the compiler). */
export type PageMap<T extends readonly RouteDeclaration[]> = Record<PageKey<T>, ComponentType>;

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
