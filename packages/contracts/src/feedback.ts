import * as v from 'valibot';
import { CONTROL_CHARACTER_MESSAGE, isSafeText, jsonObject } from './safe';
import { EMAIL_PATTERN, UnixSecondsSchema, UserIdSchema } from './common';
import { FEEDBACK_MAX_LENGTH, SUPPORTED_LANGUAGES } from './constants';
import { endpoint } from './endpoint';
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

/** The feedback text: required, at most FEEDBACK_MAX_LENGTH characters (000 §5, shared messages). */
export const FeedbackDescriptionSchema = v.pipe(
  v.string(messages.required),
  v.check(isSafeText, CONTROL_CHARACTER_MESSAGE),
  v.trim(),
  v.nonEmpty(messages.required),
  v.maxLength(FEEDBACK_MAX_LENGTH, messages.maxLength500),
);

/** Optional contact email: empty means none; anything else must be a valid address. */
export const FeedbackEmailSchema = v.pipe(
  v.string(messages.email),
  v.trim(),
  v.check((email) => email === '' || (EMAIL_PATTERN.test(email) && email.length <= 254), messages.email),
);

export const FeedbackPayloadSchema = jsonObject({
  /** Null for a visitor. */
  userId: v.nullable(UserIdSchema),
  type: v.literal(FEEDBACK_TYPE),
  value: jsonObject({
    page: FeedbackPageSchema,
    description: FeedbackDescriptionSchema,
    /** Optional; empty means none (a signed-in user's account email is used). */
    email: v.optional(FeedbackEmailSchema),
    isLogin: v.boolean(),
  }),
});
export type FeedbackPayload = v.InferOutput<typeof FeedbackPayloadSchema>;

/** What the feedback form checks before sending (the page is chosen in its own sub-view). */
export const FeedbackFormSchema = v.object({
  description: FeedbackDescriptionSchema,
  /** Visitors only; a signed-in player's account email is used instead. */
  email: v.optional(FeedbackEmailSchema),
});
export type FeedbackForm = v.InferOutput<typeof FeedbackFormSchema>;

/** Send feedback answers `data.success` (000 §7). */
export const FeedbackSentSchema = v.object({ success: v.literal(true) });
export type FeedbackSent = v.InferOutput<typeof FeedbackSentSchema>;

/** One stored feedback, as operators list and export it. Times are unix seconds. */
export const FeedbackRecordSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  createdAt: UnixSecondsSchema,
  userId: v.nullable(UserIdSchema),
  type: v.literal(FEEDBACK_TYPE),
  page: FeedbackPageSchema,
  description: v.string(),
  /** The visitor's email, or the signed-in player's account email; null when none was given. */
  email: v.nullable(v.string()),
  isLogin: v.boolean(),
  /** Portal language of the sender ('en' | 'vn'), null when the client did not say. */
  language: v.nullable(v.picklist(SUPPORTED_LANGUAGES)),
  userAgent: v.nullable(v.string()),
});
export type FeedbackRecord = v.InferOutput<typeof FeedbackRecordSchema>;

export const FEEDBACK_LIST_MAX = 500;

const IntegerTextSchema = (name: string, min: number, max: number) =>
  v.pipe(
    v.string(`${name} must be an integer`),
    v.regex(/^\d{1,10}$/, `${name} must be an integer`),
    v.transform(Number),
    v.minValue(min, `${name} must be at least ${min}`),
    v.maxValue(max, `${name} must be at most ${max}`),
  );

/** Admin list query: feedback sent at or after `since` (unix seconds), newest first. */
export const FeedbackListQuerySchema = v.object({
  since: v.optional(IntegerTextSchema('since', 0, 4_102_444_800)),
  limit: v.optional(IntegerTextSchema('limit', 1, FEEDBACK_LIST_MAX), '100'),
});
export type FeedbackListQuery = v.InferOutput<typeof FeedbackListQuerySchema>;

export const FeedbackListSchema = v.array(FeedbackRecordSchema);

/** Header carrying the operator token on admin routes (kept apart from a player's bearer token). */
export const ADMIN_TOKEN_HEADER = 'x-admin-token';

/**
 * Help chat widget settings served from the API's configuration: the URL Contact Us opens through
 * /embed, and the origins /embed may frame (never an arbitrary URL).
 */
export const ChatWidgetConfigSchema = v.object({
  /** Null when no chat widget is configured. */
  url: v.nullable(v.pipe(v.string(), v.url())),
  /** `scheme://host[:port]` origins; the default URL's origin is always among them. */
  allowedOrigins: v.array(v.string()),
});
export type ChatWidgetConfig = v.InferOutput<typeof ChatWidgetConfigSchema>;

/** API paths of the help domain. */
export const helpEndpoints = {
  sendFeedback: endpoint({
    method: 'POST',
    path: '/public/feedback',
    summary: 'Send feedback (visitor or signed-in player); rate-limited per IP',
    tags: ['public'],
    body: FeedbackPayloadSchema,
    response: FeedbackSentSchema,
    errors: {
      428: 'HUMAN_PROOF_REQUIRED: many sends from this IP; solve x-human-challenge, send again with x-human-proof',
      429: 'RATE_LIMITED: far too many sends from this IP; see the Retry-After header',
    },
  }),
  chatWidget: endpoint({
    method: 'GET',
    path: '/public/help/chat-widget',
    summary: 'The help chat URL Contact Us opens and the origins /embed may frame (CHAT_WIDGET_*)',
    tags: ['public'],
    response: ChatWidgetConfigSchema,
  }),
};

/** Operators' feedback list (only when ADMIN_API_TOKEN is set). */
export const helpApiRoutes = {
  adminFeedback: '/api/admin/feedback',
} as const;
