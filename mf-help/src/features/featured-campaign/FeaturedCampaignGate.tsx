import type { ReactNode } from 'react';
import { CampaignKitProvider, useKitTexts, type CampaignCalls } from '@portal/campaign';
import type { Campaign } from '@portal/contracts';
import { EmptyState, ErrorState, LoadingState, PortalThemeProvider } from '@portal/ui';
import { FEATURED_NS, useFeaturedTexts } from './texts';
import { useFeaturedCampaign } from './useFeaturedCampaign';
import { useGameCatalogue } from './useGameCatalogue';

export interface FeaturedProps {
  gameCode: string;
  api: CampaignCalls;
  campaign: Campaign;
}

/** Loading, none featured, failed (Retry), or the page of the featured campaign. */
export function FeaturedCampaignGate({ children }: { children: (featured: FeaturedProps) => ReactNode }) {
  const featured = useFeaturedCampaign();
  const { t: kit } = useKitTexts();
  const gameTexts = useGameCatalogue(featured.status === 'ready' ? featured.gameCode : null);
  return (
    <PortalThemeProvider>
      <CampaignKitProvider textsNamespace={FEATURED_NS} contentNamespace={gameTexts}>
        {featured.status === 'loading' && <LoadingState label={kit('state.loading')} />}
        {featured.status === 'error' && (
          <ErrorState message={kit('state.error')} retryLabel={kit('state.retry')} onRetry={featured.retry} />
        )}
        {featured.status === 'none' && <NoneFeatured />}
        {featured.status === 'ready' &&
          children({ gameCode: featured.gameCode, api: featured.api, campaign: featured.campaign })}
      </CampaignKitProvider>
    </PortalThemeProvider>
  );
}

function NoneFeatured() {
  const { t } = useFeaturedTexts();
  return (
    <div data-testid="featured-campaign-none" css={{ padding: 16 }}>
      <EmptyState>{t('none')}</EmptyState>
    </div>
  );
}
