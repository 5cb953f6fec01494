import { randomUUID } from 'node:crypto';
import {
  campaignErrorCodes,
  type LearnVideo,
  type VideoAnswerResult,
  type VideoProgressPayload,
  type VideoWatch,
} from '@portal/contracts';
import type { Selectable } from 'kysely';
import { inTransaction } from '../../db/transaction';
import { unixSeconds } from '../../lib/time';
import { requireCampaign, type CampaignRow } from '../config/campaigns';
import type { CampaignDeps } from '../deps';
import { CampaignError } from '../errors';
import { earnTaskPoints, lockBalance } from '../points/ledger';
import type { CampaignVideosTable } from '../tables';
import { impossibleProgress, segmentCount } from './progressRules';

type VideoRow = Selectable<CampaignVideosTable>;

const videoNotFound = () =>
  new CampaignError(404, campaignErrorCodes.videoNotFound, 'No such video in this campaign.');

/** Watched segments per video of the player (empty for a visitor). */
async function watchedSegments(db: CampaignDeps['db'], videoIds: number[], userId: number | null) {
  const watched = new Map<number, number[]>();
  if (userId === null || videoIds.length === 0) return watched;
  const rows = await db
    .selectFrom('campaign_video_segments')
    .select(['video_id', 'segment'])
    .where('user_id', '=', userId)
    .where('video_id', 'in', videoIds)
    .orderBy('segment')
    .execute();
  for (const row of rows) watched.set(row.video_id, [...(watched.get(row.video_id) ?? []), row.segment]);
  return watched;
}

/**
 * Learn videos (001 §5): the question unlocks only when the server has seen every segment watched,
 * from progress reports it judges against real time (videos/progressRules.ts); a correct answer
 * earns the video's points once, within the task cap.
 */
export function createVideoService({ db, clock, rate, limits }: CampaignDeps) {
  async function listFor(campaign: CampaignRow, userId: number | null): Promise<LearnVideo[]> {
    const videos = await db
      .selectFrom('campaign_videos')
      .selectAll()
      .where('campaign_id', '=', campaign.id)
      .orderBy('position')
      .orderBy('id')
      .execute();
    const ids = videos.map((video) => video.id);
    const watched = await watchedSegments(db, ids, userId);
    const answers =
      userId === null || ids.length === 0
        ? []
        : await db
            .selectFrom('campaign_video_answers')
            .select(['video_id', 'points_awarded'])
            .where('user_id', '=', userId)
            .where('video_id', 'in', ids)
            .execute();
    return videos.map((video) => {
      const segments = watched.get(video.id) ?? [];
      const answer = answers.find((row) => row.video_id === video.id);
      const unlocked =
        segments.length ===
        segmentCount({ durationSeconds: video.duration_seconds, segmentSeconds: video.segment_seconds });
      return {
        code: video.code,
        title: video.title,
        description: video.description,
        videoUrl: video.video_url,
        posterUrl: video.poster_url,
        durationSeconds: video.duration_seconds,
        segmentSeconds: video.segment_seconds,
        segmentCount: segmentCount({
          durationSeconds: video.duration_seconds,
          segmentSeconds: video.segment_seconds,
        }),
        points: video.points,
        watchedSegments: segments,
        question: unlocked
          ? { prompt: video.question, options: JSON.parse(video.options) as string[] }
          : null,
        answeredCorrectly: Boolean(answer),
        pointsEarned: answer?.points_awarded ?? 0,
        state: answer ? ('Completed' as const) : ('In Progress' as const),
      };
    });
  }

  async function findVideo(campaign: CampaignRow, videoCode: string): Promise<VideoRow> {
    const video = await db
      .selectFrom('campaign_videos')
      .selectAll()
      .where('campaign_id', '=', campaign.id)
      .where('code', '=', videoCode)
      .executeTakeFirst();
    if (!video) throw videoNotFound();
    return video;
  }

  async function one(campaign: CampaignRow, videoCode: string, userId: number): Promise<LearnVideo> {
    const found = (await listFor(campaign, userId)).find((video) => video.code === videoCode);
    if (!found) throw videoNotFound();
    return found;
  }

  return {
    listFor,
    list: async (gameCode: string, userId: number | null) =>
      listFor(await requireCampaign(db, gameCode), userId),

    /** Starts a watch at `startSeconds` (0, or where a reload resumed). */
    async startWatch(
      gameCode: string,
      videoCode: string,
      userId: number,
      startSeconds: number,
    ): Promise<VideoWatch> {
      const campaign = await requireCampaign(db, gameCode);
      const video = await findVideo(campaign, videoCode);
      if (startSeconds >= video.duration_seconds) {
        throw new CampaignError(
          422,
          campaignErrorCodes.videoProgressImpossible,
          'startSeconds is past the end of the video.',
        );
      }
      const at = clock();
      const id = randomUUID();
      await db
        .insertInto('campaign_video_watches')
        .values({
          id,
          video_id: video.id,
          user_id: userId,
          start_seconds: startSeconds,
          last_position: startSeconds,
          started_at: at,
          last_report_at: at,
        })
        .execute();
      return { watchId: id, videoCode, startSeconds, startedAt: unixSeconds(at) };
    },

    /** One segment played to its end; refused when impossible (422 VIDEO_PROGRESS_IMPOSSIBLE). */
    async report(gameCode: string, videoCode: string, userId: number, payload: VideoProgressPayload) {
      const campaign = await requireCampaign(db, gameCode);
      const video = await findVideo(campaign, videoCode);
      await rate.consume(
        'video-report',
        String(userId),
        limits.videoReports,
        'Too many progress reports. Please try again in {wait}.',
      );
      const at = clock();
      await inTransaction(db, async (trx) => {
        const watch = await trx
          .selectFrom('campaign_video_watches')
          .selectAll()
          .where('id', '=', payload.watchId)
          .where('video_id', '=', video.id)
          .where('user_id', '=', userId)
          .forUpdate()
          .executeTakeFirst();
        if (!watch) {
          throw new CampaignError(
            404,
            campaignErrorCodes.videoWatchNotFound,
            'Unknown watch: start a new one.',
          );
        }
        const problem = impossibleProgress(
          { durationSeconds: video.duration_seconds, segmentSeconds: video.segment_seconds },
          {
            startSeconds: watch.start_seconds,
            lastPosition: watch.last_position,
            startedAt: watch.started_at,
          },
          payload,
          at,
        );
        if (problem)
          throw new CampaignError(
            422,
            campaignErrorCodes.videoProgressImpossible,
            `Progress refused: ${problem}.`,
          );
        await trx
          .updateTable('campaign_video_watches')
          .set({ last_position: payload.positionSeconds, last_report_at: at })
          .where('id', '=', watch.id)
          .execute();
        await trx
          .insertInto('campaign_video_segments')
          .values({ video_id: video.id, user_id: userId, segment: payload.segment, seen_at: at })
          .onConflict((conflict) => conflict.columns(['video_id', 'user_id', 'segment']).doNothing())
          .execute();
      });
      return one(campaign, videoCode, userId);
    },

    /** The question's answer: locked until watched; a correct one pays once (rate-limited tries). */
    async answer(
      gameCode: string,
      videoCode: string,
      userId: number,
      optionIndex: number,
    ): Promise<VideoAnswerResult> {
      const campaign = await requireCampaign(db, gameCode);
      const video = await findVideo(campaign, videoCode);
      const before = await one(campaign, videoCode, userId);
      if (!before.question) {
        throw new CampaignError(
          403,
          campaignErrorCodes.videoNotWatched,
          'Watch the whole video to unlock its question.',
        );
      }
      if (before.answeredCorrectly) {
        throw new CampaignError(
          409,
          campaignErrorCodes.videoAlreadyAnswered,
          'You already answered this question.',
        );
      }
      await rate.consume(
        'video-answer',
        String(userId),
        limits.videoAnswers,
        'Too many answers. Please try again in {wait}.',
      );
      const owner = { campaignId: campaign.id, userId };
      if (optionIndex !== video.correct_option) {
        const { balance } = await inTransaction(db, (trx) => lockBalance(trx, owner));
        return { correct: false, pointsAwarded: 0, balance, video: before };
      }
      const at = clock();
      const result = await inTransaction(db, async (trx) => {
        const inserted = await trx
          .insertInto('campaign_video_answers')
          .values({ video_id: video.id, user_id: userId, points_awarded: 0, answered_at: at })
          .onConflict((conflict) => conflict.columns(['video_id', 'user_id']).doNothing())
          .returning('video_id')
          .executeTakeFirst();
        if (!inserted) return null; // a concurrent correct answer won
        const earned = await earnTaskPoints(
          trx,
          owner,
          {
            worth: video.points,
            cap: campaign.task_points_cap,
            reason: 'video_answer',
            reference: `video:${video.code}`,
          },
          at,
        );
        await trx
          .updateTable('campaign_video_answers')
          .set({ points_awarded: earned.awarded })
          .where('video_id', '=', video.id)
          .where('user_id', '=', userId)
          .execute();
        return earned;
      });
      if (!result)
        throw new CampaignError(
          409,
          campaignErrorCodes.videoAlreadyAnswered,
          'You already answered this question.',
        );
      return {
        correct: true,
        pointsAwarded: result.awarded,
        balance: result.balance,
        video: await one(campaign, videoCode, userId),
      };
    },
  };
}
export type VideoService = ReturnType<typeof createVideoService>;
