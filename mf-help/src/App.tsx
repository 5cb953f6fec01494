import { lazy } from 'react';
import { DeclaredRoutes, type PageMap } from '@portal/federation';
import routes from '../routes';
import { BuildLabel } from './BuildLabel';
import { EmbedChatPage } from './features/chat-embed/EmbedChatPage';
import { LegalPage } from './features/legal/LegalPage';

// The campaign pages carry the campaign kit (the flow, its forms, four languages): chunks of their
// own, so /tou, /privacy and /embed download none of it.
const FeaturedLandingPage = lazy(() =>
  import('./features/featured-campaign/FeaturedLandingPage').then((m) => ({
    default: m.FeaturedLandingPage,
  })),
);
const FeaturedPreRegisterPage = lazy(() =>
  import('./features/featured-campaign/FeaturedPreRegisterPage').then((m) => ({
    default: m.FeaturedPreRegisterPage,
  })),
);
const CampaignLegalPage = lazy(() =>
  import('./features/campaign-legal/CampaignLegalPage').then((m) => ({ default: m.CampaignLegalPage })),
);

const GamePuzzlePage = lazy(() =>
  import('./features/game-puzzle/GamePuzzlePage').then((m) => ({ default: m.GamePuzzlePage })),
);

const pages: PageMap<typeof routes> = {
  termsOfUse: () => <LegalPage document="tou" />,
  privacy: () => <LegalPage document="privacy" />,
  embedChat: EmbedChatPage,
  featuredLandingVietnam: () => <FeaturedLandingPage variant="official" language="vn" />,
  userAcquisition: () => <FeaturedLandingPage variant="ua" />,
  preRegister: () => <FeaturedPreRegisterPage page="website" />,
  preRegisterMobile: () => <FeaturedPreRegisterPage page="mobile" />,
  campaignTerms: () => <CampaignLegalPage document="terms" />,
  campaignPrivacy: () => <CampaignLegalPage document="privacy" />,
  campaignSiteTerms: () => <CampaignLegalPage document="terms" place="site" />,
  puzzle: () => <GamePuzzlePage page="puzzle" />,
  puzzleHistory: () => <GamePuzzlePage page="puzzleHistory" />,
  eventPuzzle: () => <GamePuzzlePage page="eventPuzzle" />,
  eventPuzzleHistory: () => <GamePuzzlePage page="eventPuzzleHistory" />,
};

/** The pages of mf-help's routes (../routes.ts); the Help Center sheets are the ./sheets overlay. */
export function App() {
  return (
    <>
      <DeclaredRoutes routes={routes} pages={pages} />
      <BuildLabel />
    </>
  );
}
