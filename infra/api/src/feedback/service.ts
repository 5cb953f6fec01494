import {
  errorCodes,
  FEEDBACK_TYPE,
  type FeedbackPayload,
  type FeedbackRecord,
  type LanguageCode,
} from '@portal/contracts';
import { ApiHttpError } from '../http/errors';
import type { HelpConfig } from '../help/config';
import type { FeedbackRepository, FeedbackRow } from './repository';
import { unixSeconds } from '../lib/time';

/** The signed-in player behind a request, as the accounts domain's session tells it. */
export interface FeedbackAuthor {
  userId: number;
  /** The account email, where a signed-in player's feedback is answered (000 §5); null for a social account without one. */
  email: string | null;
}

/** Where a send came from; never from the body, which anyone can write. */
export interface FeedbackContext {
  author: FeedbackAuthor | null;
  clientIp: string;
  userAgent: string | null;
  language: LanguageCode | null;
  /** The sender solved a proof of work: only the hard limit (PROVEN_FACTOR times the limit) applies. */
  proven?: boolean;
}

/** How far above the per-IP limit a sender with a proof of work may go (players behind one address). */
export const PROVEN_FACTOR = 20;

/** Too many sends from one IP: 429 with the seconds to wait. */
export class FeedbackRateLimitError extends ApiHttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, errorCodes.rateLimited, 'Too much feedback from this network. Please try again later.');
  }
}

const USER_AGENT_MAX = 512;

export const toFeedbackRecord = (row: FeedbackRow): FeedbackRecord => ({
  id: row.id,
  createdAt: unixSeconds(row.created_at),
  userId: row.user_id,
  type: FEEDBACK_TYPE,
  page: row.page,
  description: row.description,
  email: row.email,
  isLogin: row.is_login,
  language: row.language,
  userAgent: row.user_agent,
});

export function createFeedbackService(
  repository: FeedbackRepository,
  limit: HelpConfig['feedbackRateLimit'],
  now: () => Date = () => new Date(),
) {
  return {
    /**
     * Stores one feedback. Who sent it comes from the session only: a userId or isLogin in the body
     * without a matching session is ignored and the feedback is kept as a visitor's (an expired
     * token must not lose the player's text). A signed-in player's account email is used (000 §5).
     */
    async send(payload: FeedbackPayload, context: FeedbackContext): Promise<FeedbackRecord> {
      const windowStart = new Date(now().getTime() - limit.windowSeconds * 1000);
      const { author } = context;
      const visitorEmail = payload.value.email?.trim() || null;
      const outcome = await repository.insertWithinLimit(
        {
          user_id: author?.userId ?? null,
          page: payload.value.page,
          description: payload.value.description,
          email: author?.email ?? visitorEmail,
          is_login: author !== null,
          language: context.language,
          user_agent: context.userAgent?.slice(0, USER_AGENT_MAX) || null,
          client_ip: context.clientIp,
        },
        windowStart,
        context.proven ? limit.max * PROVEN_FACTOR : limit.max,
      );
      if ('refused' in outcome) {
        const freesAt = (outcome.refused.oldest?.getTime() ?? now().getTime()) + limit.windowSeconds * 1000;
        throw new FeedbackRateLimitError(Math.max(1, Math.ceil((freesAt - now().getTime()) / 1000)));
      }
      const row = outcome.stored;
      return toFeedbackRecord(row);
    },
  };
}
export type FeedbackService = ReturnType<typeof createFeedbackService>;

/** What operators read: the admin route and the admin CLI. */
export function createFeedbackReports(repository: FeedbackRepository) {
  return {
    /** Newest first. */
    async list(limitCount: number, since?: Date): Promise<FeedbackRecord[]> {
      return (await repository.newestFirst(limitCount, since)).map(toFeedbackRecord);
    },

    /** Every record since `since`, oldest first, read in batches. */
    async *all(since?: Date, batchSize = 500): AsyncGenerator<FeedbackRecord> {
      for (let afterId = 0; ;) {
        const batch = await repository.batchAfter(afterId, batchSize, since);
        for (const row of batch) yield toFeedbackRecord(row);
        const last = batch[batch.length - 1];
        if (!last || batch.length < batchSize) return;
        afterId = last.id;
      }
    },
  };
}
export type FeedbackReports = ReturnType<typeof createFeedbackReports>;
