import type { CampaignQuest, CampaignQuestGroup } from '@portal/contracts';
import { Page, ProgressBar, theme, EmptyState, ErrorState, LoadingState } from '@portal/ui';
import { useResource } from '@portal/api-client/resource';
import { useCampaignContent, type CampaignContentText } from './campaignContent';
import { fetchQuestGroups } from './questGroups';
import { useTexts } from '../../i18n';

/** A campaign's landing: where its quests are played and claimed. */
export const campaignLandingPath = (gameCode: string) => `/games/official/${encodeURIComponent(gameCode)}`;

/**
 * /quest: every campaign's quests from the one quest engine (soonest launch first), with the
 * player's progress and state when signed in. Quests are played and claimed on their campaign's page.
 */
export function QuestPage() {
  const { t } = useTexts();
  const groups = useResource(() => fetchQuestGroups(), []);
  return (
    <Page title={t('quest.title')} testId="page-quest">
      <p css={{ color: theme.colors.textMuted, margin: 0 }}>{t('quest.text')}</p>
      {groups.status === 'loading' && <LoadingState blocks={[72, 72, 72, 72]} />}
      {groups.status === 'error' && <ErrorState message={t('state.error')} onRetry={groups.retry} />}
      {groups.status === 'ready' &&
        (groups.data.length === 0 ? (
          <EmptyState action={<a href="/games">{t('quest.toGames')}</a>}>{t('quest.empty')}</EmptyState>
        ) : (
          groups.data.map((group) => <CampaignQuests key={group.gameCode} group={group} />)
        ))}
    </Page>
  );
}

function CampaignQuests({ group }: { group: CampaignQuestGroup }) {
  const { t } = useTexts();
  const content = useCampaignContent(group.gameCode);
  const headingId = `quests-${group.gameCode}`;
  return (
    <section aria-labelledby={headingId} css={{ display: 'grid', gap: theme.space.sm }}>
      <div
        css={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'baseline',
          gap: theme.space.sm,
        }}
      >
        <h2 id={headingId} css={{ fontSize: theme.fontSizes.lg, margin: 0 }}>
          {group.name}
        </h2>
        <a href={campaignLandingPath(group.gameCode)}>{t('quest.openCampaign')}</a>
      </div>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.sm }}>
        {group.quests.map((quest) => (
          <QuestRow key={quest.code} quest={quest} gameCode={group.gameCode} content={content} />
        ))}
      </ul>
    </section>
  );
}

function QuestRow({
  quest,
  gameCode,
  content,
}: {
  quest: CampaignQuest;
  gameCode: string;
  content: CampaignContentText;
}) {
  const { t } = useTexts();
  const percent = Math.round((quest.progress.current / quest.progress.target) * 100);
  return (
    <li
      data-testid="quest"
      data-state={quest.state}
      css={{
        display: 'grid',
        gap: theme.space.xs,
        padding: theme.space.md,
        borderRadius: theme.radii.md,
        border: `1px solid ${quest.state === 'Claim' ? theme.colors.gold : theme.colors.border}`,
        background: theme.colors.surface,
      }}
    >
      <div css={{ display: 'flex', justifyContent: 'space-between', gap: theme.space.sm }}>
        <strong>{content('quests', quest.code, 'title', quest.title)}</strong>
        <span css={{ color: theme.colors.goldLight, whiteSpace: 'nowrap' }}>
          {t('quest.points', { points: quest.points })}
        </span>
      </div>
      <small css={{ color: theme.colors.textMuted }}>
        {content('quests', quest.code, 'description', quest.description)}
      </small>
      <ProgressBar
        value={percent}
        status={quest.state === 'Claimed' || quest.state === 'Completed' ? 'success' : 'normal'}
        label={t('quest.progress', { current: quest.progress.current, target: quest.progress.target })}
      />
      <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <span>{t(`quest.state.${quest.state}`)}</span>
        {quest.state === 'Claim' && <a href={campaignLandingPath(gameCode)}>{t('quest.claimThere')}</a>}
      </div>
    </li>
  );
}
