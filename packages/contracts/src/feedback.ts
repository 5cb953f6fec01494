import * as v from 'valibot';
import { EMAIL_PATTERN, UserIdSchema } from './common';
import { FEEDBACK_MAX_LENGTH } from './constants';
import { messages } from './messages';

/** Feedback page enumeration of 000 §3. */
export const FEEDBACK_PAGES = [
  'homepage',
  'reward',
  'games_discovery',
  'pre_register_game',
  'beta_games',
  'released_game',
  'registration',
  'login',
  'friends',
  'other',
] as const;
export const FeedbackPageSchema = v.picklist(
  FEEDBACK_PAGES,
  `page must be one of ${FEEDBACK_PAGES.join(', ')}`,
);
export type FeedbackPage = v.InferOutput<typeof FeedbackPageSchema>;

export const FEEDBACK_TYPE = 'user_feedback';

export const FeedbackPayloadSchema = v.object({
  /** Null for a visitor. */
  userId: v.nullable(UserIdSchema),
  type: v.literal(FEEDBACK_TYPE),
  value: v.object({
    page: FeedbackPageSchema,
    description: v.pipe(
      v.string(messages.required),
      v.trim(),
      v.nonEmpty(messages.required),
      v.maxLength(FEEDBACK_MAX_LENGTH, messages.maxLength500),
    ),
    /** Optional; empty means none (a signed-in user's account email is used). */
    email: v.optional(
      v.pipe(
        v.string(messages.email),
        v.trim(),
        v.check((email) => email === '' || EMAIL_PATTERN.test(email), messages.email),
      ),
    ),
    isLogin: v.boolean(),
  }),
});
export type FeedbackPayload = v.InferOutput<typeof FeedbackPayloadSchema>;
