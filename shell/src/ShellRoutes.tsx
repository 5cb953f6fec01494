import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { DeclaredRoutes, type PageMap } from '@portal/federation';
import routes from '../routes';
import { PageSpinner } from './ui/PageSpinner';
import { clientGuardDecision } from './features/guard/clientGuard';
import { matchRoute, remoteRoutesKnown, useRouteTable } from './routes/routeTable';

/** The shell's own pages (../routes.ts), each a lazy chunk. */
const pages: PageMap<typeof routes> = {
  home: lazy(() => import('./pages/HomePage')),
  hub: lazy(() => import('./pages/HubPage')),
  games: lazy(() => import('./pages/GamesPage')),
  gameDetail: lazy(() => import('./pages/GameDetailPage')),
  playTesting: lazy(() => import('./pages/PlayTestingPage')),
};
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

export function ShellRoutes() {
  const { pathname, search } = useLocation();
  useRouteTable();
  // The route guard is sending this page elsewhere: render nothing meanwhile.
  if (clientGuardDecision(pathname, search)) return null;
  const owner = matchRoute(pathname)?.app;
  if (owner === 'shell') return <DeclaredRoutes routes={routes} pages={pages} fallback={<PageSpinner />} />;
  // A remote's path renders nothing here (the remote mounts into the outlet); a path nobody owns is
  // the 404 page once the registry has told which paths the remotes own.
  if (owner || !remoteRoutesKnown()) return null;
  return (
    <Suspense fallback={<PageSpinner />}>
      <NotFoundPage />
    </Suspense>
  );
}
