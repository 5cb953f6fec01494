import { lazy, useEffect, useState, type ComponentType } from 'react';
import { CampaignLanding, goToPreRegistration, useCampaign, useViewer } from '@portal/campaign';
import type { Campaign } from '@portal/contracts';
import { ashEchoesCalls, LANDING_SECTIONS, UA_SECTIONS, type LandingSection } from '../../campaign/config';
import { useTexts } from '../../i18n';
import { HomeSection } from './HomeSection';

// The sections below Home come in three chunks, each fetched when the reader first nears one of its
// sections: the game's story (text and art), the live campaign (quests, milestones, videos, gacha,
// rewards) and the two with forms (pre-registration, the raffle's shipping form).
const story = () => import('./sections/StaticSections');
const live = () => import('./sections/LiveSections');
const forms = () => import('./sections/FormSections');
const Gameplay = lazy(() => story().then((m) => ({ default: m.GameplaySection })));
const Worlds = lazy(() => story().then((m) => ({ default: m.WorldsSection })));
const Factions = lazy(() => story().then((m) => ({ default: m.FactionsSection })));
const Echomancers = lazy(() => story().then((m) => ({ default: m.EchomancersSection })));
const Features = lazy(() => story().then((m) => ({ default: m.FeaturesSection })));
const Community = lazy(() => live().then((m) => ({ default: m.CommunitySection })));
const Milestone = lazy(() => live().then((m) => ({ default: m.MilestoneSection })));
const Wiki = lazy(() => live().then((m) => ({ default: m.WikiSection })));
// The landing's flow is the website channel; the section's other props are not for it.
const PreRegister = lazy(() =>
  forms().then((m) => ({
    default: ({ campaign }: SectionProps) => <m.PreRegisterSection campaign={campaign} channel="website" />,
  })),
);
const Benefit = lazy(() => live().then((m) => ({ default: m.BenefitSection })));
const Activity = lazy(() => forms().then((m) => ({ default: m.ActivitySection })));
const Official = lazy(() => live().then((m) => ({ default: m.OfficialSection })));

/** What the landing hands every section; each uses what it needs. */
interface SectionProps {
  campaign: Campaign | null;
  onPointsChanged: () => void;
  pointsVersion: number;
}

const BODIES: Record<Exclude<LandingSection, 'home'>, ComponentType<SectionProps>> = {
  gameplay: Gameplay,
  worlds: Worlds,
  factions: Factions,
  echomancers: Echomancers,
  features: Features,
  community: Community,
  milestone: Milestone,
  wiki: Wiki,
  preRegister: PreRegister,
  benefit: Benefit,
  activity: Activity,
  official: Official,
};

/** Room each section keeps before it renders, so the page does not jump and anchors land. */
const MIN_HEIGHT: Record<Exclude<LandingSection, 'home'>, number> = {
  gameplay: 480,
  worlds: 720,
  factions: 480,
  echomancers: 760,
  features: 640,
  community: 520,
  milestone: 520,
  wiki: 560,
  preRegister: 560,
  benefit: 480,
  activity: 640,
  official: 280,
};

export interface LandingPageProps {
  variant: 'official' | 'ua';
}

/** The Ash Echoes landing: its 13 sections (001 §2), or the user-acquisition subset. */
export function LandingPage({ variant }: LandingPageProps) {
  const { t } = useTexts();
  const { signedIn } = useViewer();
  const campaign = useCampaign(ashEchoesCalls);
  const [pointsVersion, setPointsVersion] = useState(0);
  const onPointsChanged = () => setPointsVersion((version) => version + 1);
  const sections: readonly LandingSection[] = variant === 'ua' ? UA_SECTIONS : LANDING_SECTIONS;

  // The daily-visit quest counts a signed-in player's visit once per UTC day (the API is idempotent).
  useEffect(() => {
    if (signedIn) ashEchoesCalls.visit().catch(() => undefined);
  }, [signedIn]);

  const scrollToPreRegister = () => goToPreRegistration('preRegister');
  const sectionProps: SectionProps = { campaign, onPointsChanged, pointsVersion };

  return (
    <CampaignLanding
      testId={variant === 'official' ? 'page-official' : 'page-ua'}
      title={t('title')}
      navLabel={t('sectionNav')}
      sections={sections.map((id) => ({
        id,
        label: t(`sections.${id}`),
        minHeight: id === 'home' ? 0 : MIN_HEIGHT[id],
        render: () => {
          if (id === 'home')
            return <HomeSection variant={variant} campaign={campaign} onPreRegister={scrollToPreRegister} />;
          const Body = BODIES[id];
          return <Body {...sectionProps} />;
        },
      }))}
    />
  );
}
