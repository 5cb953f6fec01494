import { css } from '@emotion/react';
import {
  campaignDate,
  cardGridStyle,
  goToPreRegistration,
  PreRegisterPanel,
  PreRegistrationCounter,
  ResponsiveImage,
  RewardList,
  SectionFrame,
  StoryCharacters,
  useViewer,
} from '@portal/campaign';
import type { Campaign } from '@portal/contracts';
import { theme } from '@portal/ui';
import { COUNTER_SHOWN_FROM, crazyOnesCalls } from '../../campaign/config';
import { CHARACTERS, FEATURES, KEY_ART, STORY_IMAGE } from '../../content/characters';
import { useTexts } from '../../i18n';

const heroStyle = css({
  display: 'grid',
  gap: theme.space.lg,
  justifyItems: 'center',
  textAlign: 'center',
  padding: `${theme.space.xxl * 1.5}px ${theme.space.lg}px ${theme.space.xxl}px`,
  // The gradient paints at once; the key art (preloaded by the document) draws over it.
  background:
    'radial-gradient(circle at 70% 20%, rgba(255,209,102,0.25), transparent 45%), linear-gradient(180deg, #2a1248 0%, #0B0D14 100%)',
  h1: {
    margin: 0,
    fontFamily: theme.fonts.heading,
    fontSize: 44,
    letterSpacing: 2,
    color: '#FFD166',
    [theme.breakpoints.wide]: { fontSize: 64 },
  },
  p: { margin: 0, maxWidth: 560, color: theme.colors.text },
  // The picture fills its column: centred, it would shrink to the art not yet loaded (0 px tall) and
  // grow under the reader when the art arrives; full width, the art's width and height keep its room.
  picture: { display: 'block', width: '100%', maxWidth: 960 },
  img: { display: 'block', width: '100%', height: 'auto', borderRadius: theme.radii.lg },
});

export function HomeSection({ campaign }: { campaign: Campaign | null }) {
  const { t, i18n } = useTexts();
  const launch = campaign && campaignDate(campaign.launchAt);
  return (
    <>
      <div css={heroStyle}>
        {/* Decorative: the heading below names the game. */}
        <ResponsiveImage image={KEY_ART} alt="" priority />
        <h1>{t('title')}</h1>
        <p>{t('tagline')}</p>
        {/* The date's line keeps its room while the date loads: the hero does not grow under the reader. */}
        <p css={{ minHeight: '1.5em' }}>
          {launch && <span data-testid="launch-date">{t('home.launch', { date: launch })}</span>}
        </p>
        <PreRegistrationCounter api={crazyOnesCalls} showFrom={COUNTER_SHOWN_FROM} key={i18n.language} />
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
        <PreRegisterPanel api={crazyOnesCalls} campaign={campaign} />
      </div>
    </>
  );
}

export function MilestoneSection() {
  const { t } = useTexts();
  const { viewer } = useViewer();
  return (
    <SectionFrame title={t('sections.milestone')} intro={t('milestone.intro')}>
      <PreRegistrationCounter api={crazyOnesCalls} showFrom={COUNTER_SHOWN_FROM} />
      <RewardList api={crazyOnesCalls} kind="milestone" viewer={viewer} />
    </SectionFrame>
  );
}

export function StorySection() {
  const { t } = useTexts();
  return (
    <SectionFrame title={t('sections.story')} intro={t('story.intro')}>
      <div
        css={{
          display: 'grid',
          gap: theme.space.lg,
          [theme.breakpoints.wide]: { gridTemplateColumns: '1fr 1fr', alignItems: 'center' },
        }}
      >
        <ResponsiveImage
          image={STORY_IMAGE}
          alt={t('story.imageAlt')}
          css={{ width: '100%', height: 'auto', borderRadius: theme.radii.lg }}
        />
        <div css={{ display: 'grid', gap: theme.space.md }}>
          <p css={{ margin: 0 }}>{t('story.paragraphs.one')}</p>
          <p css={{ margin: 0 }}>{t('story.paragraphs.two')}</p>
        </div>
      </div>
    </SectionFrame>
  );
}

export function CharactersSection() {
  const { t } = useTexts();
  const characters = CHARACTERS.map((item) => {
    const name = t(`characters.items.${item.id}.name`);
    return {
      id: item.id,
      name,
      job: item.job,
      text: t(`characters.items.${item.id}.text`),
      issue: t(`characters.items.${item.id}.issue`),
      biodata: [
        { image: item.biodata[0], alt: t('characters.portraitAlt', { name }) },
        { image: item.biodata[1], alt: t('characters.statsAlt', { name }) },
      ],
      mobileBackground: item.mobileBackground,
    };
  });
  return (
    <SectionFrame title={t('sections.characters')} intro={t('characters.intro')}>
      <StoryCharacters
        characters={characters}
        labels={{
          gallery: t('characters.gallery'),
          job: t('characters.job'),
          issue: t('characters.issue'),
          biodata: t('characters.biodata'),
        }}
      />
    </SectionFrame>
  );
}

export function FeaturesSection() {
  const { t } = useTexts();
  return (
    <SectionFrame title={t('sections.features')} intro={t('features.intro')}>
      <ul css={[cardGridStyle, { [theme.breakpoints.wide]: { gridTemplateColumns: 'repeat(4, 1fr)' } }]}>
        {FEATURES.map((id) => (
          <li key={id}>
            <h3>{t(`features.items.${id}.title`)}</h3>
            <p>{t(`features.items.${id}.text`)}</p>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
