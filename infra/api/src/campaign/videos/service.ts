import type { CampaignDeps } from '../deps';
import { listVideosFor, listVideos } from './catalogue';
import { startWatch, reportProgress } from './watch';
import { answerQuestion } from './answer';

/**
 * Learn videos (001 §5): the question unlocks only when the server has seen every segment watched,
 * from progress reports it judges against real time (videos/progressRules.ts); a correct answer
 * earns the video's points once, within the task cap.
 */
export function createVideoService(deps: CampaignDeps) {
  return {
    listFor: listVideosFor.bind(null, deps),
    list: listVideos.bind(null, deps),
    startWatch: startWatch.bind(null, deps),
    report: reportProgress.bind(null, deps),
    answer: answerQuestion.bind(null, deps),
  };
}
export type VideoService = ReturnType<typeof createVideoService>;
