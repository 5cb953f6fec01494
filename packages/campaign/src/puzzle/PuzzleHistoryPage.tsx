import { css } from '@emotion/react';
import { useMemo } from 'react';
import { isApiRequestError } from '@portal/api-client';
import { puzzleErrorCodes, puzzlePagePaths } from '@portal/contracts';
import { theme, EmptyState, ErrorState, LoadingState } from '@portal/ui';
import { useResource } from '@portal/api-client/resource';
import { CopyCode } from '../rewards/CopyCode';
import { formatDay, panelStyle, PuzzleFrame } from './layout';
import { pieceBackground } from './pieceStyle';
import { puzzleCalls } from './puzzleCalls';
import { useContentText } from '../i18n/contentText';
import { useKitTexts } from '../i18n/kitTexts';
import { puzzleErrorMessage, usePuzzleTexts } from './puzzleTexts';

const listStyle = css({
  display: 'grid',
  gap: theme.space.sm,
  padding: 0,
  margin: 0,
  listStyle: 'none',
  [theme.breakpoints.wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  li: {
    display: 'grid',
    gridTemplateColumns: '56px 1fr',
    gap: theme.space.md,
    alignItems: 'center',
    padding: theme.space.sm,
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surface,
  },
  strong: { display: 'block' },
  span: { display: 'block', fontSize: theme.fontSizes.sm, color: theme.colors.textMuted },
});

const thumbStyle = css({ width: 56, height: 56, borderRadius: theme.radii.sm });

export interface PuzzleHistoryPageProps {
  gameCode: string;
  eventCode: string;
}

/** …/puzzle/history: the pieces the player collected (where from, when, placed or not) and the reward. */
export function PuzzleHistoryPage({ gameCode, eventCode }: PuzzleHistoryPageProps) {
  const { t } = usePuzzleTexts();
  const { t: kit } = useKitTexts();
  const content = useContentText();
  const api = useMemo(() => puzzleCalls(gameCode, eventCode), [gameCode, eventCode]);
  const resource = useResource(() => api.board(), [api]);
  const back = { to: puzzlePagePaths(gameCode, eventCode).board, label: t('history.back') };

  if (resource.status !== 'ready') {
    return (
      <PuzzleFrame back={back} testId="puzzle-history-page">
        {/* The heading comes with the content: the shell titles and announces the page once. */}
        {resource.status !== 'loading' && <h1>{t('history.title')}</h1>}
        {resource.status === 'loading' ? (
          <LoadingState label={kit('state.loading')} />
        ) : isApiRequestError(resource.error) && resource.error.code === puzzleErrorCodes.eventNotFound ? (
          <EmptyState>{t('noEvent')}</EmptyState>
        ) : (
          <ErrorState
            message={puzzleErrorMessage(resource.error)}
            retryLabel={kit('state.retry')}
            onRetry={resource.retry}
          />
        )}
      </PuzzleFrame>
    );
  }
  const { event, pieces, reward } = resource.data;
  const newestFirst = [...pieces].sort((a, b) => b.collectedAt - a.collectedAt || b.index - a.index);
  return (
    <PuzzleFrame back={back} testId="puzzle-history-page">
      <div
        css={{ display: 'grid', gap: theme.space.xs }}
        data-page-title={`${t('history.title')} · ${content('puzzles', event.eventCode, 'title', event.title)}`}
      >
        <h1>{t('history.title')}</h1>
        <p>{content('puzzles', event.eventCode, 'title', event.title)}</p>
      </div>
      <section css={panelStyle} aria-labelledby="history-rewards">
        <h2 id="history-rewards">{t('history.rewards')}</h2>
        {reward ? (
          <div data-testid="history-reward" css={{ display: 'grid', gap: theme.space.sm }}>
            <p>
              {content('puzzles', event.eventCode, 'rewardTitle', reward.title)} ·{' '}
              {formatDay(reward.claimedAt)}
            </p>
            <CopyCode code={reward.code} />
          </div>
        ) : (
          <p>{t('history.noReward')}</p>
        )}
      </section>
      <section css={{ display: 'grid', gap: theme.space.sm }} aria-labelledby="history-pieces">
        <h2 id="history-pieces">
          {t('history.pieces')} ({pieces.length}/{event.rows * event.columns})
        </h2>
        {pieces.length === 0 ? (
          <EmptyState>{t('history.empty')}</EmptyState>
        ) : (
          <ul css={listStyle} data-testid="history-pieces">
            {newestFirst.map((piece) => (
              <li key={piece.index}>
                <div
                  css={thumbStyle}
                  style={pieceBackground(event.imageUrl, piece.index, event.rows, event.columns)}
                />
                <div>
                  <strong>{t('history.piece', { number: piece.index + 1 })}</strong>
                  <span>{t(`history.${piece.source}`, { ref: piece.sourceRef })}</span>
                  <span>
                    {t('history.collectedOn', { date: formatDay(piece.collectedAt) })} ·{' '}
                    {piece.placedAt === null ? t('history.notPlaced') : t('history.placed')}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </PuzzleFrame>
  );
}
