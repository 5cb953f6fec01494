import { css } from '@emotion/react';
import { CampaignLanguagePicker, PreRegisterPanel } from '@portal/campaign';
import { theme } from '@portal/ui';
import { FeaturedCampaignGate, type FeaturedProps } from './FeaturedCampaignGate';
import { useFeaturedTexts } from './texts';

const pageStyle = css({
  display: 'grid',
  gap: theme.space.md,
  minHeight: '70vh',
  alignContent: 'start',
  background: 'radial-gradient(circle at 50% 0%, rgba(242,193,78,0.16), transparent 60%)',
});

const barStyle = css({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  padding: `${theme.space.sm}px ${theme.space.lg}px`,
  // A target of at least 24 px (WCAG 2.5.8), whatever sits beside it.
  a: { color: theme.colors.gold, display: 'inline-flex', alignItems: 'center', minHeight: 24 },
});

const titleStyle = css({
  margin: 0,
  padding: `0 ${theme.space.lg}px`,
  fontSize: theme.fontSizes.xl,
  textAlign: 'center',
});

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
    <div
      css={pageStyle}
      data-testid={`pre-register-page-${page}`}
      // The mobile page is its own page: its document title says so (the heading is the same).
      data-page-title={page === 'mobile' ? `${title} · ${t('preRegister.mobile')}` : undefined}
    >
      <div css={barStyle}>
        <a href={`/games/official/${gameCode}`}>{t('home.gamePage', { game: campaign.name })}</a>
        <CampaignLanguagePicker />
      </div>
      <h1 css={titleStyle}>{title}</h1>
      <PreRegisterPanel api={api} campaign={campaign} channel="website" />
    </div>
  );
}
