import { useCallback, useEffect, useReducer, useState } from 'react';
import { track } from '@portal/analytics';
import { isApiNetworkError, isApiRequestError } from '@portal/api-client';
import { FEEDBACK_PROGRESS_MS, FEEDBACK_SEND_DELAY_MS, type FeedbackPage } from '@portal/contracts';
import { gameStatus, sendFeedback } from './feedbackCalls';
import { buildFeedbackPayload, type FeedbackSender } from './feedbackPayload';
import {
  feedbackReducer,
  initialFeedbackState,
  type FeedbackDraft,
  type FeedbackState,
} from './feedbackMachine';
import { PAGE_BY_GAME_STATUS, pageFromPath } from './pageFromPath';

/** How long the thank-you screen stays before it closes the sheet (the spec gives no number). */
export const THANKS_VISIBLE_MS = 2500;

export interface FeedbackFlowOptions {
  /** The current path, for the preselected page; none in a studio's page. */
  pathname: string | null;
  /** A page the host names outright (studio embeds), used when the path does not say. */
  page?: FeedbackPage | null;
  sender: FeedbackSender;
  /** The thank-you screen is over: close the sheet. */
  onDone: () => void;
  /** The sheet is showing the feedback view; nothing is fetched before (the overlay is on every page). */
  active?: boolean;
}

export interface FeedbackFlow {
  state: FeedbackState;
  openPages: (draft: FeedbackDraft) => void;
  choosePage: (page: FeedbackPage) => void;
  closePages: () => void;
  /** Sends (again, for Retry) the given text with the chosen page. */
  submit: (draft: FeedbackDraft) => Promise<void>;
  /** Starts over: a fresh form with the path's page preselected. */
  restart: () => void;
}

const errorCode = (error: unknown) =>
  isApiRequestError(error) || isApiNetworkError(error) ? error.code : 'unknown';

export function useFeedbackFlow({
  pathname,
  page = null,
  sender,
  onDone,
  active = true,
}: FeedbackFlowOptions): FeedbackFlow {
  const fromPath = pathname === null ? ({ kind: 'none' } as const) : pageFromPath(pathname);
  const immediatePage = fromPath.kind === 'page' ? fromPath.page : page;
  const gameCode = fromPath.kind === 'game' ? fromPath.gameCode : null;
  const [state, dispatch] = useReducer(feedbackReducer, immediatePage, initialFeedbackState);
  const [gamePage, setGamePage] = useState<{ gameCode: string; page: FeedbackPage } | null>(null);
  const preselected = immediatePage ?? (gamePage?.gameCode === gameCode ? gamePage.page : null);

  const restart = useCallback(() => dispatch({ type: 'reset', page: preselected }), [preselected]);

  // A game page preselects by the game's status once the catalogue answers; no answer, no preselection.
  useEffect(() => {
    if (!gameCode || !active) return;
    let current = true;
    gameStatus(gameCode).then(
      (status) => {
        if (!current) return;
        setGamePage({ gameCode, page: PAGE_BY_GAME_STATUS[status] });
        dispatch({ type: 'preselect', page: PAGE_BY_GAME_STATUS[status] });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [gameCode, active]);

  // 000 §4: after a successful send, a 0.5 s pause, then about 1.2 s of progress, then thank-you.
  useEffect(() => {
    if (state.phase !== 'pause' && state.phase !== 'progress') return;
    const timer = setTimeout(
      () => dispatch({ type: state.phase === 'pause' ? 'pauseElapsed' : 'progressFinished' }),
      state.phase === 'pause' ? FEEDBACK_SEND_DELAY_MS : FEEDBACK_PROGRESS_MS,
    );
    return () => clearTimeout(timer);
  }, [state.phase]);

  useEffect(() => {
    if (state.step !== 'thanks') return;
    const timer = setTimeout(onDone, THANKS_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [state.step, onDone]);

  const submit = useCallback(
    async (draft: FeedbackDraft) => {
      const chosen = state.page;
      if (state.step !== 'form' || chosen === null) return;
      dispatch({ type: 'submit', draft });
      try {
        await sendFeedback(buildFeedbackPayload(chosen, draft, sender));
        dispatch({ type: 'sendSucceeded' });
        track({ event: 'feedback_sent', page: chosen });
      } catch (error) {
        dispatch({ type: 'sendFailed', code: errorCode(error) });
      }
    },
    [sender, state.page, state.step],
  );

  return {
    state,
    openPages: useCallback((draft: FeedbackDraft) => dispatch({ type: 'openPages', draft }), []),
    choosePage: useCallback((chosen: FeedbackPage) => dispatch({ type: 'choosePage', page: chosen }), []),
    closePages: useCallback(() => dispatch({ type: 'closePages' }), []),
    submit,
    restart,
  };
}
