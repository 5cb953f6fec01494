import { ACTIVITY_MODAL_MAX_HEIGHT, type GamingActivityEntry } from '@portal/contracts';
import { languageAtom, useSessionValue, webviewAtom } from '@portal/session';
import { Button, theme, EmptyState } from '@portal/ui';
import { Modal } from '@portal/ui/overlay';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTexts } from '../../i18n';
import { ActivityCard } from './ActivityCard';
import {
  modalTitle,
  moreButton,
  needsViewGameLink,
  orderActivities,
  previewActivities,
  type ActivityViewer,
} from './activityRules';
import { webviewPlatform } from './webviewPlatform';
import { ControllerIcon } from '../../ui/icons';

const listStyle = { display: 'grid', gap: theme.space.sm, margin: 0, padding: 0 };

export function CountBadge({ count }: { count: number }) {
  return (
    <span
      data-testid="activity-count"
      css={{
        minWidth: 24,
        padding: '0 8px',
        borderRadius: theme.radii.pill,
        background: theme.colors.gold,
        color: theme.colors.textOnGold,
        fontSize: theme.fontSizes.xs,
        fontWeight: theme.fontWeights.bold,
        textAlign: 'center',
      }}
    >
      {count}
    </span>
  );
}

/** Games Activities of a profile (000 §2): three cards, the rest in a modal, or the empty state. */
export function GamingActivityList({
  entries,
  isOwn,
}: {
  entries: readonly GamingActivityEntry[];
  isOwn: boolean;
}) {
  const { t } = useTexts();
  const navigate = useNavigate();
  const language = useSessionValue(languageAtom);
  const { isWebview, productCode } = useSessionValue(webviewAtom);
  const [open, setOpen] = useState(false);
  const viewer: ActivityViewer = useMemo(
    () => ({
      isOwn,
      isWebview,
      productCode,
      platform: isWebview ? webviewPlatform(navigator.userAgent) : null,
    }),
    [isOwn, isWebview, productCode],
  );
  const ordered = useMemo(() => orderActivities(entries, viewer), [entries, viewer]);
  const button = moreButton(ordered.length, viewer);
  const title = modalTitle(isOwn);
  const card = (entry: GamingActivityEntry) => (
    <ActivityCard
      key={entry.game.gameCode}
      entry={entry}
      language={language}
      viewGame={needsViewGameLink(entry, viewer)}
    />
  );

  return (
    <section aria-labelledby="games-activities" css={{ display: 'grid', gap: theme.space.md }}>
      <h2
        id="games-activities"
        css={{
          margin: 0,
          display: 'flex',
          alignItems: 'center',
          gap: theme.space.sm,
          fontSize: theme.fontSizes.lg,
        }}
      >
        {t('activity.title')} <CountBadge count={ordered.length} />
      </h2>
      {ordered.length === 0 ? (
        <EmptyState
          image={
            <span css={{ display: 'inline-flex', color: theme.colors.textMuted }}>
              <ControllerIcon />
            </span>
          }
          title={t('activity.emptyTitle')}
          action={<Button onClick={() => navigate('/games')}>{t('activity.explore')}</Button>}
        >
          {t('activity.emptyText')}
        </EmptyState>
      ) : (
        <ul css={listStyle}>{previewActivities(ordered).map(card)}</ul>
      )}
      {button && (
        <Button variant="secondary" fullWidth onClick={() => setOpen(true)}>
          {button.kind === 'discover'
            ? t('activity.discover')
            : t('activity.seeMore', { count: button.remaining })}
        </Button>
      )}
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        bodyMaxHeight={ACTIVITY_MODAL_MAX_HEIGHT}
        title={
          title === 'discover' ? (
            t('activity.discover')
          ) : (
            <span css={{ display: 'inline-flex', alignItems: 'center', gap: theme.space.sm }}>
              {t('activity.title')} <CountBadge count={ordered.length} />
            </span>
          )
        }
      >
        <ul css={listStyle}>{ordered.map(card)}</ul>
      </Modal>
    </section>
  );
}
