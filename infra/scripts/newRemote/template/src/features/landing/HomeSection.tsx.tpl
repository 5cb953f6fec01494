import { css } from '@emotion/react';
import {
  campaignDate,
  goToPreRegistration,
  PreRegisterPanel,
  PreRegistrationCounter,
  ResponsiveImage,
} from '@portal/campaign';
import type { Campaign } from '@portal/contracts';
import { theme } from '@portal/ui';
import { api } from '../../campaign/config';
import { HERO_IMAGE } from '../../content/art';
import { useTexts } from '../../i18n';

const heroStyle = css({
  display: 'grid',
  gap: theme.space.lg,
  justifyItems: 'center',
  textAlign: 'center',
  padding: `0 ${theme.space.lg}px ${theme.space.xxl}px`,
  img: { width: '100%', maxWidth: 980, height: 'auto', borderRadius: theme.radii.lg },
  h1: {
    margin: 0,
    fontFamily: theme.fonts.heading,
    fontSize: 40,
    letterSpacing: 2,
    color: theme.colors.goldLight,
    [theme.breakpoints.wide]: { fontSize: 56 },
  },
  p: { margin: 0, maxWidth: 560, color: theme.colors.text },
});

/** HOME: the key art, the name and tagline, the launch date, the counter and the pre-registration flow. */
export function HomeSection({ campaign }: { campaign: Campaign | null }) {
  const { t, i18n } = useTexts();
  return (
    <>
      <div css={heroStyle}>
        {/* Intrinsic size: the page does not move when the picture arrives; the first paint asks for it first. */}
        <ResponsiveImage image={HERO_IMAGE} alt={t('home.heroAlt')} priority />
        <h1>{t('title')}</h1>
        <p>{t('tagline')}</p>
        <p css={{ minHeight: '1.5em' }}>
          {campaign && (
            <span data-testid="launch-date">{t('home.launch', { date: campaignDate(campaign.launchAt) })}</span>
          )}
        </p>
        <PreRegistrationCounter api={api} key={i18n.language} />
        {/* The call's line keeps its room while the campaign loads: nothing below it moves. */}
        <p css={{ minHeight: '1.5em' }}>
          {campaign?.preRegistrationOpen && (
            <a
              href="#pre-register"
              onClick={(event) => {
                event.preventDefault();
                goToPreRegistration('pre-register');
              }}
            >
              {t('home.cta')}
            </a>
          )}
        </p>
      </div>
      <div
        id="pre-register"
        css={{ padding: `${theme.space.xl}px ${theme.space.lg}px`, display: 'grid', gap: theme.space.md }}
      >
        <h2 css={{ margin: 0, textAlign: 'center', fontSize: theme.fontSizes.xl }}>
          {t('home.preRegister')}
        </h2>
        <PreRegisterPanel api={api} campaign={campaign} />
      </div>
    </>
  );
}
