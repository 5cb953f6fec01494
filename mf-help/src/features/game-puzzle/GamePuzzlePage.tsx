import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import * as v from 'valibot';
import { campaignCalls, CampaignKitProvider, useKitTexts } from '@portal/campaign';
import { puzzlePages } from '@portal/campaign/puzzle';
import { isApiRequestError } from '@portal/api-client';
import { useResource } from '@portal/api-client/resource';
import { campaignErrorCodes, GameCodeSchema } from '@portal/contracts';
import { usePortalTranslation } from '@portal/i18n';
import { ErrorState, LoadingState, PortalThemeProvider, theme } from '@portal/ui';
import { FEATURED_NS, registerFeaturedTexts } from '../featured-campaign/texts';
import { useGameCatalogue } from '../featured-campaign/useGameCatalogue';

export type GamePuzzlePageName = 'puzzle' | 'puzzleHistory' | 'eventPuzzle' | 'eventPuzzleHistory';

/** The 404 page of the portal for a game nobody runs a campaign (and so a puzzle) for. */
function UnknownGame() {
  const { t } = usePortalTranslation();
  return (
    <div data-testid="not-found-page" css={{ padding: theme.space.lg, display: 'grid', gap: theme.space.md }}>
      <h1>{t('app.pageNotFound')}</h1>
      <Link to="/" css={{ color: theme.colors.gold }}>
        {t('app.goToHome')}
      </Link>
    </div>
  );
}

const isUnknownCampaign = (error: unknown) =>
  isApiRequestError(error) && error.code === campaignErrorCodes.campaignNotFound;

/**
 * The puzzle pages (000 §2 /anniversary/{gameCode}/puzzle[/history],
 * /event/{gameCode}/{eventCode}/puzzle[/history]) of any game whose campaign has no app of its own:
 * the kit's pages for the game in the path. A campaign app's own routes for its game win (more
 * specific); a game without a campaign gets the 404 page with a way home.
 */
export function GamePuzzlePage({ page }: { page: GamePuzzlePageName }) {
  const { gameCode = '' } = useParams();
  const valid = v.is(GameCodeSchema, gameCode);
  const { t: kit } = useKitTexts();
  const gameTexts = useGameCatalogue(valid ? gameCode : null);
  const api = useMemo(() => campaignCalls(gameCode), [gameCode]);
  const campaign = useResource(
    // The publisher's campaign texts (points name and the like) stand for the game's own.
    () =>
      valid
        ? Promise.all([api.campaign(), registerFeaturedTexts()])
        : Promise.reject(new Error('not a game code')),
    [api, valid],
  );
  const Page = useMemo(() => puzzlePages(gameCode, `/games/${gameCode}`)[page], [gameCode, page]);
  return (
    <PortalThemeProvider>
      <CampaignKitProvider textsNamespace={FEATURED_NS} contentNamespace={gameTexts}>
        {!valid || (campaign.status === 'error' && isUnknownCampaign(campaign.error)) ? (
          <UnknownGame />
        ) : campaign.status === 'loading' ? (
          <LoadingState label={kit('state.loading')} />
        ) : campaign.status === 'error' ? (
          <ErrorState message={kit('state.error')} retryLabel={kit('state.retry')} onRetry={campaign.retry} />
        ) : (
          <Page />
        )}
      </CampaignKitProvider>
    </PortalThemeProvider>
  );
}
