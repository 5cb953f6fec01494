import { css } from '@emotion/react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { isApiRequestError } from '@portal/api-client';
import { puzzleErrorCodes, puzzlePagePaths, type PuzzleBoard } from '@portal/contracts';
import { isSignedInAtom, useSessionValue, userIdAtom } from '@portal/session';
import { Button, theme, EmptyState, ErrorState, LoadingState } from '@portal/ui';
import { useResource } from '@portal/api-client/resource';
import { pointsCalls, type PointsCalls } from '../points/pointsCalls';
import { QuestList } from '../points/QuestList';
import { CopyCode } from '../rewards/CopyCode';
import { formatDay, panelStyle, PuzzleFrame } from './layout';
import { PuzzleBoardView } from './PuzzleBoard';
import { puzzleCalls, type PuzzleCalls } from './puzzleCalls';
import { useContentText } from '../i18n/contentText';
import { useKitTexts } from '../i18n/kitTexts';
import { puzzleErrorMessage, usePuzzleTexts } from './puzzleTexts';

const columnsStyle = css({
  display: 'grid',
  gap: theme.space.xl,
  [theme.breakpoints.wide]: { gridTemplateColumns: 'minmax(0, 480px) minmax(0, 1fr)', alignItems: 'start' },
});

export interface PuzzlePageProps {
  gameCode: string;
  eventCode: string;
  /** The campaign's landing: the way back. */
  landingPath: string;
  /** The calls (tests hand in fakes); by default the API's for this event and campaign. */
  api?: PuzzleCalls;
  questApi?: PointsCalls;
}

const isOutsideDates = (error: unknown) =>
  isApiRequestError(error) &&
  (error.code === puzzleErrorCodes.eventNotStarted || error.code === puzzleErrorCodes.eventEnded);

/** Collects what the player earned (today's visit, claimed quests); outside the dates, just reads. */
async function collectOrRead(api: PuzzleCalls): Promise<{ board: PuzzleBoard; collected: number }> {
  try {
    const result = await api.collect();
    return { board: result.board, collected: result.collected.length };
  } catch (error) {
    if (isOutsideDates(error)) return { board: await api.board(), collected: 0 };
    throw error;
  }
}

const isNotFound = (error: unknown) =>
  isApiRequestError(error) && error.code === puzzleErrorCodes.eventNotFound;

/**
 * A puzzle event's page (000 §2 /anniversary/{gameCode}/puzzle, /event/{gameCode}/{eventCode}/puzzle):
 * opening it collects the day's piece, claiming a quest here collects another, the player places
 * pieces in their slots, and the finished picture answers a reward code.
 */
export function PuzzlePage({ gameCode, eventCode, landingPath, api: givenApi, questApi }: PuzzlePageProps) {
  const { t } = usePuzzleTexts();
  const { t: kit } = useKitTexts();
  const api = useMemo(() => givenApi ?? puzzleCalls(gameCode, eventCode), [givenApi, gameCode, eventCode]);
  const quests = useMemo(() => questApi ?? pointsCalls(gameCode), [questApi, gameCode]);
  const resource = useResource(() => collectOrRead(api), [api]);
  const back = { to: landingPath, label: t('back') };

  if (resource.status === 'loading') {
    return (
      <PuzzleFrame back={back} testId="puzzle-page">
        <LoadingState label={kit('state.loading')} />
      </PuzzleFrame>
    );
  }
  if (resource.status === 'error') {
    return (
      <PuzzleFrame back={back} testId="puzzle-page">
        <h1>{t('heading')}</h1>
        {isNotFound(resource.error) ? (
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
  return (
    <PuzzleFrame back={back} testId="puzzle-page">
      <PuzzlePlay
        api={api}
        quests={quests}
        gameCode={gameCode}
        initial={resource.data.board}
        collected={resource.data.collected}
      />
    </PuzzleFrame>
  );
}

function PuzzlePlay({
  api,
  quests,
  gameCode,
  initial,
  collected: collectedOnOpen,
}: {
  api: PuzzleCalls;
  quests: PointsCalls;
  gameCode: string;
  initial: PuzzleBoard;
  collected: number;
}) {
  const { t } = usePuzzleTexts();
  const content = useContentText();
  const [board, setBoard] = useState(initial);
  const [collected, setCollected] = useState(collectedOnOpen);
  const [selected, setSelected] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const signedIn = useSessionValue(isSignedInAtom);
  const userId = useSessionValue(userIdAtom);
  const { event } = board;
  const total = event.rows * event.columns;
  const placed = board.pieces.filter((piece) => piece.placedAt !== null).length;
  const complete = placed === total;

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setMessage(null);
    try {
      await action();
    } catch (error) {
      setMessage(puzzleErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const claimReward = () =>
    run(async () => {
      const reward = await api.complete();
      setBoard((current) => ({ ...current, reward }));
    });

  const placeOn = (slot: number) =>
    run(async () => {
      if (selected === null) return;
      const next = await api.place(selected, slot);
      setBoard(next);
      setSelected(null);
      if (
        next.pieces.length === total &&
        next.pieces.every((piece) => piece.placedAt !== null) &&
        !next.reward
      ) {
        const reward = await api.complete();
        setBoard({ ...next, reward });
      }
    });

  // A quest claimed here may have earned a piece: collect again.
  const afterQuest = () =>
    void run(async () => {
      if (event.status !== 'live') return;
      const result = await api.collect();
      setBoard(result.board);
      setCollected(result.collected.length);
    });

  return (
    <>
      <div css={{ display: 'grid', gap: theme.space.xs }}>
        <h1>{content('puzzles', event.eventCode, 'title', event.title)}</h1>
        <p>{t('dates', { start: formatDay(event.startsAt), end: formatDay(event.endsAt) })}</p>
        {event.status === 'upcoming' && (
          <p role="status">{t('upcoming', { date: formatDay(event.startsAt) })}</p>
        )}
        {event.status === 'ended' && <p role="status">{t('ended', { date: formatDay(event.endsAt) })}</p>}
      </div>
      <div css={columnsStyle}>
        <div css={{ display: 'grid', gap: theme.space.md }}>
          <p data-testid="puzzle-progress">
            {t('progress', { collected: board.pieces.length, total, placed })}
          </p>
          {collected > 0 && (
            <p role="status" css={{ color: `${theme.colors.success} !important` }}>
              {t('collected', { count: collected })}
            </p>
          )}
          <PuzzleBoardView
            board={board}
            selected={selected}
            onSelect={(piece) => setSelected((current) => (current === piece ? null : piece))}
            onSlot={(slot) => void placeOn(slot)}
            busy={busy}
          />
          {message && (
            <p role="alert" css={{ color: `${theme.colors.danger} !important` }}>
              {message}
            </p>
          )}
        </div>
        <div css={{ display: 'grid', gap: theme.space.lg }}>
          {board.reward ? (
            <section css={panelStyle} data-testid="puzzle-reward">
              <h2>{t('reward.title')}</h2>
              <p>
                {t('reward.text', {
                  title: content('puzzles', event.eventCode, 'rewardTitle', board.reward.title),
                })}
              </p>
              <CopyCode code={board.reward.code} />
            </section>
          ) : (
            complete &&
            event.status === 'live' && (
              <Button onClick={() => void claimReward()} disabled={busy}>
                {t('reward.claim')}
              </Button>
            )
          )}
          {event.status === 'live' && !complete && (
            <section css={panelStyle}>
              <h2>{t('earn.title')}</h2>
              <p>{board.visitedToday ? t('earn.visitDone') : t('earn.visit')}</p>
              <p>{t('earn.quests')}</p>
              <QuestList api={quests} signedIn={signedIn} viewer={userId} onPointsChanged={afterQuest} />
            </section>
          )}
          <Link to={puzzlePagePaths(gameCode, event.eventCode).history}>{t('history.link')}</Link>
        </div>
      </div>
    </>
  );
}
