import { css } from '@emotion/react';
import { CampaignLanguagePicker, useCampaign } from '@portal/campaign';
import { theme } from '@portal/ui';
import { ashEchoesApi, LANDING_PATH } from '../../campaign/config';
import { useTexts } from '../../i18n';
import { PreRegisterSection } from '../landing/sections/FormSections';

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
  a: { color: theme.colors.gold },
});

const titleStyle = css({
  margin: 0,
  padding: `0 ${theme.space.lg}px`,
  fontSize: theme.fontSizes.xl,
  textAlign: 'center',
});

/**
 * /games/pre-register/ash_echoes, /pre-register and /pre-register/mobile: the flow alone. The
 * mobile page records the `mobile` channel (the raffle is for website pre-registrations, 001 §5).
 */
export function PreRegisterPage({ channel }: { channel: 'website' | 'mobile' }) {
  const { t } = useTexts();
  const campaign = useCampaign(ashEchoesApi);
  return (
    <div
      css={pageStyle}
      data-testid={`pre-register-page-${channel}`}
      // The mobile page is its own page: its title says so (the heading is the same).
      data-page-title={
        channel === 'mobile' ? `${t('preRegisterPage.title')} · ${t('preRegisterPage.mobile')}` : undefined
      }
    >
      <div css={barStyle}>
        <a href={LANDING_PATH}>{t('preRegisterPage.back')}</a>
        <CampaignLanguagePicker />
      </div>
      <h1 css={titleStyle}>{t('preRegisterPage.title')}</h1>
      <PreRegisterSection campaign={campaign} channel={channel} />
    </div>
  );
}
