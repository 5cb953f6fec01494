import { useState } from 'react';
import {
  CampaignGachaPanel,
  PointsSummary,
  PreRegistrationCounter,
  QuestList,
  RafflePanel,
  ReferralPanel,
  RewardList,
  SectionFrame,
  StoryCharacters,
  useViewer,
} from '@portal/campaign';
import { theme } from '@portal/ui';
import { api, STORE_URL } from '../../campaign/config';
import { CHARACTERS } from '../../content/art';
import { useTexts } from '../../i18n';

/** MILESTONE: the pre-registration count and the rewards it unlocks for everyone (set on the server). */
export function MilestoneSection() {
  const { t } = useTexts();
  const { viewer } = useViewer();
  return (
    <SectionFrame title={t('sections.milestone')} intro={t('milestone.intro')}>
      <PreRegistrationCounter api={api} />
      <RewardList api={api} kind="milestone" viewer={viewer} storeUrl={STORE_URL} />
    </SectionFrame>
  );
}

/** CHARACTERS: tabs of content/art.ts's characters with their texts. */
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
      biodata: [{ image: item.portrait, alt: t('characters.portraitAlt', { name }) }],
      mobileBackground: item.portrait,
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

const blockStyle = { h3: { margin: `${theme.space.lg}px 0 ${theme.space.sm}px` } } as const;

/**
 * BENEFIT: what the campaign's rules on the server give (points from quests and referrals, the
 * raffle, draws paid in points, personal rewards whose Claim shows the code). Visitors are asked
 * to sign in; every widget reloads when the player changes, and points after a claim or a draw.
 */
export function BenefitSection() {
  const { t } = useTexts();
  const { signedIn, viewer } = useViewer();
  const [pointsVersion, setPointsVersion] = useState(0);
  const onPointsChanged = () => setPointsVersion((version) => version + 1);
  return (
    <SectionFrame title={t('sections.benefit')} intro={t('benefit.intro')}>
      <div css={blockStyle}>
        {!signedIn && <p>{t('benefit.signIn')}</p>}
        {viewer && (
          <>
            <h3>{t('benefit.points')}</h3>
            <PointsSummary api={api} viewer={`${viewer}:${pointsVersion}`} />
          </>
        )}
        <h3>{t('benefit.quests')}</h3>
        <QuestList api={api} signedIn={signedIn} viewer={viewer} onPointsChanged={onPointsChanged} />
        {viewer && (
          <>
            <h3>{t('benefit.referral')}</h3>
            <ReferralPanel api={api} viewer={viewer} />
          </>
        )}
        <h3>{t('benefit.raffle')}</h3>
        <RafflePanel api={api} viewer={viewer} />
        <h3>{t('benefit.draw')}</h3>
        <CampaignGachaPanel api={api} viewer={viewer} onPointsChanged={onPointsChanged} />
        <h3>{t('benefit.rewards')}</h3>
        <RewardList api={api} kind="personal" viewer={viewer} storeUrl={STORE_URL} />
      </div>
    </SectionFrame>
  );
}
