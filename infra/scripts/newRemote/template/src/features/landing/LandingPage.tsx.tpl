import { lazy } from 'react';
import { CampaignLanding, useCampaign } from '@portal/campaign';
import { api, LANDING_SECTIONS, type LandingSectionId } from '../../campaign/config';
import { useTexts } from '../../i18n';
import { HomeSection } from './HomeSection';

// Sections below HOME share one chunk, loaded when the reader first nears one of them.
const load = () => import('./sections');
const Milestone = lazy(() => load().then((m) => ({ default: m.MilestoneSection })));
const Characters = lazy(() => load().then((m) => ({ default: m.CharactersSection })));
const Benefit = lazy(() => load().then((m) => ({ default: m.BenefitSection })));

/** Room kept for a section before it renders, so anchors land and the page does not jump. */
const MIN_HEIGHT: Record<LandingSectionId, number> = {
  home: 0,
  milestone: 420,
  characters: 760,
  benefit: 900,
};

/** /games/official/__GAME_CODE__: HOME (hero, pre-registration), MILESTONE, CHARACTERS, BENEFIT. */
export function LandingPage() {
  const { t } = useTexts();
  const campaign = useCampaign(api);
  const bodies: Record<LandingSectionId, () => React.ReactNode> = {
    home: () => <HomeSection campaign={campaign} />,
    milestone: () => <Milestone />,
    characters: () => <Characters />,
    benefit: () => <Benefit />,
  };
  return (
    <CampaignLanding
      testId="page-__GAME_CODE__"
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
