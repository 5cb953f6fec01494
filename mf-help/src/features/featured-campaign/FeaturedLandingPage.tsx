import { css } from '@emotion/react';
import { useEffect } from 'react';
import {
  CAMPAIGN_LANGUAGE_NAMES,
  campaignDate,
  CampaignLanding,
  changeCampaignLanguage,
  PreRegisterPanel,
  PreRegistrationCounter,
  RewardList,
  SectionFrame,
  useViewer,
  type CampaignLanguage,
} from '@portal/campaign';
import { Button, theme } from '@portal/ui';
import { FeaturedCampaignGate, type FeaturedProps } from './FeaturedCampaignGate';
import { useFeaturedTexts } from './texts';

const heroStyle = css({
  display: 'grid',
  gap: theme.space.lg,
  justifyItems: 'center',
  textAlign: 'center',
  padding: `${theme.space.xxl}px ${theme.space.lg}px`,
  background: 'radial-gradient(circle at 50% 30%, rgba(242,193,78,0.2), transparent 55%)',
  h1: { margin: 0, fontFamily: theme.fonts.heading, fontSize: 40, color: theme.colors.goldLight },
  p: { margin: 0, maxWidth: 560, color: theme.colors.text },
  a: { color: theme.colors.gold },
});

export interface FeaturedLandingPageProps {
  /** `ua`: the user-acquisition page (/ua), titled to bring a new player in. */
  variant: 'official' | 'ua';
  /** A page for one audience (/vn) starts in its language. */
  language?: CampaignLanguage;
}

/** /ua and /vn: the featured campaign's landing through the kit: home, pre-registration, rewards. */
export function FeaturedLandingPage(props: FeaturedLandingPageProps) {
  return (
    <FeaturedCampaignGate>{(featured) => <FeaturedLanding {...featured} {...props} />}</FeaturedCampaignGate>
  );
}

function FeaturedLanding({
  gameCode,
  api,
  campaign,
  variant,
  language,
}: FeaturedProps & FeaturedLandingPageProps) {
  const { t, i18n } = useFeaturedTexts();
  const { viewer } = useViewer();
  const game = campaign.name;

  useEffect(() => {
    if (language) void changeCampaignLanguage(language);
  }, [language]);

  const launch = campaignDate(campaign.launchAt);
  const scrollToPreRegister = () =>
    document.getElementById('preRegister')?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });

  return (
    <CampaignLanding
      testId={variant === 'ua' ? 'page-ua' : 'page-featured'}
      pageTitle={language ? `${game} · ${CAMPAIGN_LANGUAGE_NAMES[language]}` : undefined}
      title={game}
      navLabel={t('sectionNav')}
      sections={[
        {
          id: 'home',
          label: t('sections.home'),
          minHeight: 0,
          render: () => (
            <div css={heroStyle} data-game-code={gameCode}>
              <h1>{variant === 'ua' ? t('home.uaTitle', { game }) : game}</h1>
              <p>{t('home.tagline', { game })}</p>
              <p>{t('home.launch', { date: launch })}</p>
              <PreRegistrationCounter api={api} key={i18n.language} />
              <Button size="lg" onClick={scrollToPreRegister}>
                {t('home.cta')}
              </Button>
              <a href={`/games/official/${gameCode}`}>{t('home.gamePage', { game })}</a>
            </div>
          ),
        },
        {
          id: 'preRegister',
          label: t('sections.preRegister'),
          minHeight: 560,
          render: () => (
            <SectionFrame title={t('sections.preRegister')} intro={t('preRegister.intro')}>
              <PreRegisterPanel api={api} campaign={campaign} />
            </SectionFrame>
          ),
        },
        {
          id: 'rewards',
          label: t('sections.rewards'),
          minHeight: 480,
          render: () => (
            <SectionFrame title={t('sections.rewards')} intro={t('rewards.intro')}>
              <RewardList api={api} kind="milestone" viewer={viewer === null ? null : String(viewer)} />
            </SectionFrame>
          ),
        },
      ]}
    />
  );
}
