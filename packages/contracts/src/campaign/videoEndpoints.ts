import { CampaignParamsSchema, CampaignVideoParamsSchema } from './schemas';
import {
  LearnVideoListSchema,
  LearnVideoSchema,
  VideoAnswerPayloadSchema,
  VideoAnswerResultSchema,
  VideoProgressPayloadSchema,
  VideoWatchPayloadSchema,
  VideoWatchSchema,
} from './taskSchemas';
import { endpoint } from '../endpoint';
import { tags, NOT_FOUND, SIGNED_IN, THROTTLED, PUBLIC, PRIVATE } from './endpointParts';

/** Learn videos: watching, progress and the question. */
export const campaignVideoEndpoints = {
  videos: endpoint({
    method: 'GET',
    path: `${PUBLIC}/videos`,
    summary: 'Learn videos; with a bearer token: watched segments, the unlocked question, points earned',
    tags,
    params: CampaignParamsSchema,
    response: LearnVideoListSchema,
    errors: NOT_FOUND,
  }),
  videoWatches: endpoint({
    method: 'POST',
    path: `${PRIVATE}/videos/:videoCode/watches`,
    summary: 'Start watching a learn video (from startSeconds): the watch id progress reports name',
    tags,
    params: CampaignVideoParamsSchema,
    body: VideoWatchPayloadSchema,
    response: VideoWatchSchema,
    errors: { ...SIGNED_IN, 422: 'VIDEO_PROGRESS_IMPOSSIBLE: startSeconds past the end' },
  }),
  videoProgress: endpoint({
    method: 'POST',
    path: `${PRIVATE}/videos/:videoCode/progress`,
    summary: 'A segment played to its end; refused when backwards, out of range or faster than real time',
    tags,
    params: CampaignVideoParamsSchema,
    body: VideoProgressPayloadSchema,
    response: LearnVideoSchema,
    errors: { ...SIGNED_IN, 422: 'VIDEO_PROGRESS_IMPOSSIBLE', ...THROTTLED },
  }),
  videoAnswer: endpoint({
    method: 'POST',
    path: `${PRIVATE}/videos/:videoCode/answer`,
    summary: "Answer a watched video's question; the correct answer earns its points once",
    tags,
    params: CampaignVideoParamsSchema,
    body: VideoAnswerPayloadSchema,
    response: VideoAnswerResultSchema,
    errors: { ...SIGNED_IN, 403: 'VIDEO_NOT_WATCHED', 409: 'VIDEO_ALREADY_ANSWERED', ...THROTTLED },
  }),
};
