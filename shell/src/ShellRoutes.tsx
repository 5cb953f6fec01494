import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { PageSpinner } from './components/PageSpinner';
import { clientGuardDecision } from './features/guard/clientGuard';
import { matchRoute, routeTable } from './routes/routeTable';

type Page = LazyExoticComponent<ComponentType>;

/** The shell's own pages, each a lazy chunk, keyed by the route table's path patterns. */
const shellPages: Record<string, Page> = {
  '/': lazy(() => import('./pages/HomePage')),
  '/hub': lazy(() => import('./pages/HubPage')),
  '/games': lazy(() => import('./pages/GamesPage')),
  '/games/:gameCode': lazy(() => import('./pages/GameDetailPage')),
  '/play-testing': lazy(() => import('./pages/PlayTestingPage')),
};
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

/** Paths owned by a remote render nothing here: the remote mounts into the outlet. */
function RemoteOrNotFound() {
  const { pathname } = useLocation();
  return matchRoute(pathname) ? null : <NotFoundPage />;
}

export function ShellRoutes() {
  const { pathname, search } = useLocation();
  // The route guard is sending this page elsewhere: render nothing meanwhile.
  if (clientGuardDecision(pathname, search)) return null;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        {routeTable
          .filter((entry) => entry.app === 'shell')
          .map((entry) => {
            const Page = shellPages[entry.path];
            if (!Page) throw new Error(`no shell page for ${entry.path}`);
            return <Route key={entry.path} path={entry.path} element={<Page />} />;
          })}
        <Route path="*" element={<RemoteOrNotFound />} />
      </Routes>
    </Suspense>
  );
}
