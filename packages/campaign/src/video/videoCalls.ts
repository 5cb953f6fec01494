import { campaignVideoEndpoints as e, type VideoProgressPayload } from '@portal/contracts';
import { call } from '@portal/api-client';

/** Learn videos of one campaign: watches, progress reports and the question. */
export const videoCalls = (gameCode: string) => ({
  videos: () => call(e.videos, { params: { gameCode } }),
  startWatch: (videoCode: string, startSeconds: number) =>
    call(e.videoWatches, { params: { gameCode, videoCode }, body: { startSeconds } }),
  reportProgress: (videoCode: string, payload: VideoProgressPayload) =>
    call(e.videoProgress, { params: { gameCode, videoCode }, body: payload }),
  answer: (videoCode: string, optionIndex: number) =>
    call(e.videoAnswer, { params: { gameCode, videoCode }, body: { optionIndex } }),
});
