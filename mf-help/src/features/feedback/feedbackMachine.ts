import type { FeedbackPage } from '@portal/contracts';

/**
 * The feedback sheet's states (000 §4): form ⇄ page selector, then sending (the request, a 0.5 s
 * pause, a ~1.2 s progress animation), then thank-you. The spec leaves a failed send unhandled; here
 * it returns to the form with the player's text and an error offering Retry.
 */
export type FeedbackStep = 'form' | 'pages' | 'sending' | 'thanks';
export type SendingPhase = 'request' | 'pause' | 'progress';

export interface FeedbackDraft {
  description: string;
  email: string;
}

export interface FeedbackState {
  step: FeedbackStep;
  page: FeedbackPage | null;
  /** True once the player chose a page: a late preselection must not override them. */
  pageChosen: boolean;
  /** Kept across the page selector and a failed send. */
  draft: FeedbackDraft;
  phase: SendingPhase | null;
  /** The API error code of the last failed send, until the next attempt. */
  error: string | null;
}

export type FeedbackEvent =
  | { type: 'reset'; page: FeedbackPage | null }
  | { type: 'preselect'; page: FeedbackPage }
  | { type: 'openPages'; draft: FeedbackDraft }
  | { type: 'choosePage'; page: FeedbackPage }
  | { type: 'closePages' }
  | { type: 'submit'; draft: FeedbackDraft }
  | { type: 'sendSucceeded' }
  | { type: 'sendFailed'; code: string }
  | { type: 'pauseElapsed' }
  | { type: 'progressFinished' };

export const initialFeedbackState = (page: FeedbackPage | null = null): FeedbackState => ({
  step: 'form',
  page,
  pageChosen: false,
  draft: { description: '', email: '' },
  phase: null,
  error: null,
});

export function feedbackReducer(state: FeedbackState, event: FeedbackEvent): FeedbackState {
  switch (event.type) {
    case 'reset':
      return initialFeedbackState(event.page);
    case 'preselect':
      return state.pageChosen || state.page !== null ? state : { ...state, page: event.page };
    case 'openPages':
      return state.step === 'form' ? { ...state, step: 'pages', draft: event.draft } : state;
    case 'choosePage':
      return state.step === 'pages' ? { ...state, step: 'form', page: event.page, pageChosen: true } : state;
    case 'closePages':
      return state.step === 'pages' ? { ...state, step: 'form' } : state;
    case 'submit':
      // Send is disabled until a page is chosen (000 §5).
      if (state.step !== 'form' || state.page === null) return state;
      return { ...state, step: 'sending', phase: 'request', draft: event.draft, error: null };
    case 'sendSucceeded':
      return state.phase === 'request' ? { ...state, phase: 'pause' } : state;
    case 'sendFailed':
      return state.phase === 'request' ? { ...state, step: 'form', phase: null, error: event.code } : state;
    case 'pauseElapsed':
      return state.phase === 'pause' ? { ...state, phase: 'progress' } : state;
    case 'progressFinished':
      return state.phase === 'progress' ? { ...state, step: 'thanks', phase: null } : state;
  }
}
