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
  // A target of at least 24 px (WCAG 2.5.8), whatever sits beside it.
  a: { color: theme.colors.gold, display: 'inline-flex', alignItems: 'center', minHeight: 24 },
});

const titleStyle = css({
  margin: 0,
  padding: `0 ${theme.space.lg}px`,
  fontSize: theme.fontSizes.xl,
  textAlign: 'center',
});

/** /games/pre-register/ash_echoes: the flow alone (the publisher's /pre-register is mf-help's). */
export function PreRegisterPage() {
  const { t } = useTexts();
  const campaign = useCampaign(ashEchoesApi);
  return (
    <div css={pageStyle} data-testid="pre-register-page-website">
      <div css={barStyle}>
        <a href={LANDING_PATH}>{t('preRegisterPage.back')}</a>
        <CampaignLanguagePicker />
      </div>
      <h1 css={titleStyle}>{t('preRegisterPage.title')}</h1>
      <PreRegisterSection campaign={campaign} />
    </div>
  );
}
