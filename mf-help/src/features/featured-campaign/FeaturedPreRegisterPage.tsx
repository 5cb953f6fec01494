import { PreRegisterPageFrame, PreRegisterPanel } from '@portal/campaign';
import { FeaturedCampaignGate, type FeaturedProps } from './FeaturedCampaignGate';
import { useFeaturedTexts } from './texts';

export type PreRegisterPageKind = 'website' | 'mobile';

/**
 * /pre-register and /pre-register/mobile: the featured campaign's flow alone. Both are pages of the
 * website, so both record the `website` channel: their players may enter the raffle (001 §4).
 */
export function FeaturedPreRegisterPage({ page }: { page: PreRegisterPageKind }) {
  return (
    <FeaturedCampaignGate>{(featured) => <PreRegister {...featured} page={page} />}</FeaturedCampaignGate>
  );
}

function PreRegister({ gameCode, api, campaign, page }: FeaturedProps & { page: PreRegisterPageKind }) {
  const { t } = useFeaturedTexts();
  const title = t('preRegister.title', { game: campaign.name });
  return (
    <PreRegisterPageFrame
      back={{ href: `/games/official/${gameCode}`, label: t('home.gamePage', { game: campaign.name }) }}
      title={title}
      testId={page}
      // The mobile page is its own page: its document title says so (the heading is the same).
      documentTitle={page === 'mobile' ? `${title} · ${t('preRegister.mobile')}` : undefined}
    >
      <PreRegisterPanel api={api} campaign={campaign} channel="website" />
    </PreRegisterPageFrame>
  );
}
