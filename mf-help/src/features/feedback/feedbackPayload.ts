import { FEEDBACK_TYPE, type FeedbackPage, type FeedbackPayload } from '@portal/contracts';
import type { FeedbackDraft } from './feedbackMachine';

export interface FeedbackSender {
  isSignedIn: boolean;
  /** The session's user id (a cookie string); null for a visitor. */
  userId: string | null;
  /** The signed-in player's account email, once the user is loaded. */
  accountEmail: string | null;
}

const numericId = (userId: string | null) =>
  userId && /^[1-9]\d{0,15}$/.test(userId) ? Number(userId) : null;

/**
 * The send-feedback body of 000 §3. A signed-in player has no email field: their account email is
 * sent (000 §5); a visitor's optional email is sent only when given.
 */
export function buildFeedbackPayload(
  page: FeedbackPage,
  draft: FeedbackDraft,
  sender: FeedbackSender,
): FeedbackPayload {
  const email = sender.isSignedIn ? sender.accountEmail : draft.email.trim();
  return {
    userId: sender.isSignedIn ? numericId(sender.userId) : null,
    type: FEEDBACK_TYPE,
    value: {
      page,
      description: draft.description.trim(),
      ...(email ? { email } : {}),
      isLogin: sender.isSignedIn,
    },
  };
}
