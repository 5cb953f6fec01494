import { css } from '@emotion/react';
import {
  CampaignGachaPanel,
  LearnVideoList,
  PointsSummary,
  PreRegistrationCounter,
  QuestList,
  ReferralPanel,
  RewardList,
  SectionFrame,
  useViewer,
} from '@portal/campaign';
import { theme } from '@portal/ui';
import { ashEchoesCalls, COMMUNITY_CHANNELS, LEGAL_PATHS, STORE_URLS } from '../../../campaign/config';
import { useTexts } from '../../../i18n';

const linkRowStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.sm,
  padding: 0,
  margin: 0,
  listStyle: 'none',
  a: {
    display: 'inline-block',
    padding: `${theme.space.sm}px ${theme.space.lg}px`,
    borderRadius: theme.radii.pill,
    border: `1px solid ${theme.colors.gold}`,
    color: theme.colors.gold,
    textDecoration: 'none',
  },
});

const twoColumns = css({
  display: 'grid',
  gap: theme.space.xl,
  [theme.breakpoints.wide]: { gridTemplateColumns: '1fr 1fr', alignItems: 'start' },
  h3: { margin: `0 0 ${theme.space.sm}px` },
});

export function CommunitySection({ onPointsChanged }: { onPointsChanged: () => void }) {
  const { t } = useTexts();
  const { signedIn, viewer } = useViewer();
  return (
    <SectionFrame title={t('sections.community')} intro={t('community.intro')}>
      <ul css={linkRowStyle}>
        {COMMUNITY_CHANNELS.map((channel) => (
          <li key={channel.id}>
            <a href={channel.url} target="_blank" rel="noopener noreferrer">
              {t(`community.channels.${channel.id}`)}
            </a>
          </li>
        ))}
      </ul>
      <h3>{t('community.quests')}</h3>
      {!signedIn && <p>{t('community.signInForQuests')}</p>}
      <QuestList api={ashEchoesCalls} signedIn={signedIn} viewer={viewer} onPointsChanged={onPointsChanged} />
    </SectionFrame>
  );
}

export function MilestoneSection() {
  const { t } = useTexts();
  const { viewer } = useViewer();
  return (
    <SectionFrame title={t('sections.milestone')} intro={t('milestone.intro')}>
      <PreRegistrationCounter api={ashEchoesCalls} />
      <RewardList api={ashEchoesCalls} kind="milestone" viewer={viewer} storeUrl={STORE_URLS.googlePlay} />
    </SectionFrame>
  );
}

export function WikiSection({ onPointsChanged }: { onPointsChanged: () => void }) {
  const { t } = useTexts();
  const { signedIn, viewer } = useViewer();
  return (
    <SectionFrame title={t('sections.wiki')} intro={t('wiki.intro')}>
      <LearnVideoList
        api={ashEchoesCalls}
        signedIn={signedIn}
        viewer={viewer}
        onPointsChanged={onPointsChanged}
      />
    </SectionFrame>
  );
}

export function BenefitSection({
  pointsVersion,
  onPointsChanged,
}: {
  pointsVersion: number;
  onPointsChanged: () => void;
}) {
  const { t } = useTexts();
  const { signedIn, viewer } = useViewer();
  return (
    <SectionFrame title={t('sections.benefit')} intro={t('benefit.intro')}>
      {!signedIn && <p>{t('benefit.signIn')}</p>}
      <div css={twoColumns}>
        <div>
          {viewer && (
            <>
              <h3>{t('benefit.points')}</h3>
              <PointsSummary api={ashEchoesCalls} viewer={`${viewer}:${pointsVersion}`} />
            </>
          )}
          <h3 css={{ marginTop: theme.space.lg }}>{t('benefit.gacha')}</h3>
          <CampaignGachaPanel api={ashEchoesCalls} viewer={viewer} onPointsChanged={onPointsChanged} />
          <h3 css={{ marginTop: theme.space.lg }}>{t('benefit.rewards')}</h3>
          <RewardList api={ashEchoesCalls} kind="personal" viewer={viewer} storeUrl={STORE_URLS.googlePlay} />
        </div>
        {viewer && (
          <div>
            <h3>{t('benefit.referral')}</h3>
            <ReferralPanel api={ashEchoesCalls} viewer={viewer} />
          </div>
        )}
      </div>
    </SectionFrame>
  );
}

export function OfficialSection() {
  const { t } = useTexts();
  return (
    <SectionFrame title={t('sections.official')} intro={t('official.intro')}>
      <ul css={linkRowStyle}>
        <li>
          <a href={STORE_URLS.appStore} target="_blank" rel="noopener noreferrer">
            {t('official.stores.appStore')}
          </a>
        </li>
        <li>
          <a href={STORE_URLS.googlePlay} target="_blank" rel="noopener noreferrer">
            {t('official.stores.googlePlay')}
          </a>
        </li>
      </ul>
      <ul css={[linkRowStyle, { a: { border: 'none', padding: 0, color: theme.colors.textMuted } }]}>
        <li>
          <a href={LEGAL_PATHS.terms}>{t('official.terms')}</a>
        </li>
        <li>
          <a href={LEGAL_PATHS.privacy}>{t('official.privacy')}</a>
        </li>
        <li>
          <a href={LEGAL_PATHS.eula}>{t('official.eula')}</a>
        </li>
      </ul>
    </SectionFrame>
  );
}
