import { lazy } from 'react';
import { CampaignKitProvider, lazyPuzzlePages } from '@portal/campaign';
import { DeclaredRoutes, type PageMap } from '@portal/federation';
import { LoadingState, PortalThemeProvider } from '@portal/ui';
import routes from '../routes';
import { GAME_CODE, LANDING_PATH } from './campaign/config';
import { NS } from './i18n';

const LandingPage = lazy(() =>
  import('./features/landing/LandingPage').then((m) => ({ default: m.LandingPage })),
);

/** Page key (../routes.ts) → component; the compiler checks that every route has one. */
const pages: PageMap<typeof routes> = {
  official: LandingPage,
  ...lazyPuzzlePages(GAME_CODE, LANDING_PATH),
};

/** The kit speaks this game's words (`pointsName` and the rest) from the NS texts. */
export function App() {
  return (
    <PortalThemeProvider>
      <CampaignKitProvider textsNamespace={NS}>
        <DeclaredRoutes routes={routes} pages={pages} fallback={<LoadingState />} />
      </CampaignKitProvider>
    </PortalThemeProvider>
  );
}
