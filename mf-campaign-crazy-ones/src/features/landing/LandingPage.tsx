import { lazy } from 'react';
import { CampaignLanding, useCampaign } from '@portal/campaign';
import { crazyOnesCalls, LANDING_SECTIONS, type LandingSectionId } from '../../campaign/config';
import { useTexts } from '../../i18n';
import { HomeSection } from './sections';

// Sections below HOME share one chunk, loaded when the reader first nears one of them.
const load = () => import('./sections');
const Milestone = lazy(() => load().then((m) => ({ default: m.MilestoneSection })));
const Story = lazy(() => load().then((m) => ({ default: m.StorySection })));
const Characters = lazy(() => load().then((m) => ({ default: m.CharactersSection })));
const Features = lazy(() => load().then((m) => ({ default: m.FeaturesSection })));

const MIN_HEIGHT: Record<LandingSectionId, number> = {
  home: 0,
  milestone: 420,
  story: 560,
  characters: 760,
  features: 520,
};

/** /games/official/crazy_ones: HOME, MILESTONE, STORY, CHARACTERS, FEATURES (001 §2). */
export function LandingPage() {
  const { t } = useTexts();
  const campaign = useCampaign(crazyOnesCalls);
  const bodies: Record<LandingSectionId, () => React.ReactNode> = {
    home: () => <HomeSection campaign={campaign} />,
    milestone: () => <Milestone />,
    story: () => <Story />,
    characters: () => <Characters />,
    features: () => <Features />,
  };
  return (
    <CampaignLanding
      testId="page-crazy-ones"
      title={t('title')}
      navLabel={t('sectionNav')}
      sections={LANDING_SECTIONS.map((id) => ({
        id,
        label: t(`sections.${id}`),
        minHeight: MIN_HEIGHT[id],
        render: bodies[id],
      }))}
    />
  );
}
