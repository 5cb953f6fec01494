import { randomUUID } from 'node:crypto';
import { campaignErrorCodes, type VideoProgressPayload, type VideoWatch } from '@portal/contracts';
import { inTransaction } from '../../db/transaction';
import { unixSeconds } from '../../lib/time';
import { requireCampaign } from '../config/campaigns';
import type { CampaignDeps } from '../deps';
import { CampaignError } from '../errors';
import { impossibleProgress } from './progressRules';
import { findVideo, videoFor } from './catalogue';

/** Starts a watch at `startSeconds` (0, or where a reload resumed). */
export async function startWatch(
  deps: CampaignDeps,
  gameCode: string,
  videoCode: string,
  userId: number,
  startSeconds: number,
): Promise<VideoWatch> {
  const { db, clock } = deps;
  const campaign = await requireCampaign(db, gameCode);
  const video = await findVideo(deps, campaign, videoCode);
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
}

/** One segment played to its end; refused when impossible (422 VIDEO_PROGRESS_IMPOSSIBLE). */
export async function reportProgress(
  deps: CampaignDeps,
  gameCode: string,
  videoCode: string,
  userId: number,
  payload: VideoProgressPayload,
) {
  const { db, clock, rate, limits } = deps;
  const campaign = await requireCampaign(db, gameCode);
  const video = await findVideo(deps, campaign, videoCode);
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
      throw new CampaignError(404, campaignErrorCodes.videoWatchNotFound, 'Unknown watch: start a new one.');
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
  return videoFor(deps, campaign, videoCode, userId);
}
