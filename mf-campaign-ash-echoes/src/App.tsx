import { lazy } from 'react';
import { CampaignKitProvider, lazyPuzzlePages } from '@portal/campaign';
import { DeclaredRoutes, type PageMap } from '@portal/federation';
import { LoadingState, PortalThemeProvider } from '@portal/ui';
import routes from '../routes';
import { GAME_CODE, LANDING_PATH } from './campaign/config';
import { NS } from './i18n';

// Each page is its own chunk: the pre-registration page never downloads the landing, nor the landing the flow.
const LandingPage = lazy(() =>
  import('./features/landing/LandingPage').then((m) => ({ default: m.LandingPage })),
);
const PreRegisterPage = lazy(() =>
  import('./features/pre-register/PreRegisterPage').then((m) => ({ default: m.PreRegisterPage })),
);

const pages: PageMap<typeof routes> = {
  landing: () => <LandingPage variant="official" />,
  userAcquisition: () => <LandingPage variant="ua" />,
  preRegister: PreRegisterPage,
  ...lazyPuzzlePages(GAME_CODE, LANDING_PATH),
};

export function App() {
  return (
    <PortalThemeProvider>
      <CampaignKitProvider textsNamespace={NS}>
        <DeclaredRoutes routes={routes} pages={pages} fallback={<LoadingState />} />
      </CampaignKitProvider>
    </PortalThemeProvider>
  );
}
