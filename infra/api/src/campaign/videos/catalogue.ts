import { campaignErrorCodes, type LearnVideo } from '@portal/contracts';
import type { Selectable } from 'kysely';
import { requireCampaign, type CampaignRow } from '../config/campaigns';
import type { CampaignDeps } from '../deps';
import { CampaignError } from '../errors';
import type { CampaignVideosTable } from '../tables';
import { segmentCount } from './progressRules';

export type VideoRow = Selectable<CampaignVideosTable>;

export const videoNotFound = () =>
  new CampaignError(404, campaignErrorCodes.videoNotFound, 'No such video in this campaign.');

/** Watched segments per video of the player (empty for a visitor). */
export async function watchedSegments(db: CampaignDeps['db'], videoIds: number[], userId: number | null) {
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

export async function listVideosFor(
  deps: CampaignDeps,
  campaign: CampaignRow,
  userId: number | null,
): Promise<LearnVideo[]> {
  const { db } = deps;
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
      question: unlocked ? { prompt: video.question, options: JSON.parse(video.options) as string[] } : null,
      answeredCorrectly: Boolean(answer),
      pointsEarned: answer?.points_awarded ?? 0,
      state: answer ? ('Completed' as const) : ('In Progress' as const),
    };
  });
}

export async function findVideo(
  deps: CampaignDeps,
  campaign: CampaignRow,
  videoCode: string,
): Promise<VideoRow> {
  const { db } = deps;
  const video = await db
    .selectFrom('campaign_videos')
    .selectAll()
    .where('campaign_id', '=', campaign.id)
    .where('code', '=', videoCode)
    .executeTakeFirst();
  if (!video) throw videoNotFound();
  return video;
}

export async function videoFor(
  deps: CampaignDeps,
  campaign: CampaignRow,
  videoCode: string,
  userId: number,
): Promise<LearnVideo> {
  const found = (await listVideosFor(deps, campaign, userId)).find((video) => video.code === videoCode);
  if (!found) throw videoNotFound();
  return found;
}

export async function listVideos(deps: CampaignDeps, gameCode: string, userId: number | null) {
  const { db } = deps;
  return listVideosFor(deps, await requireCampaign(db, gameCode), userId);
}
