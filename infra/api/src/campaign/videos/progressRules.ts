/** Seconds a report may run ahead of the wall clock (network and timer jitter). */
export const REAL_TIME_LEEWAY_SECONDS = 2;
/** A segment counts when playback got within this much of its end (players stop a frame early). */
const END_TOLERANCE_SECONDS = 0.5;

export interface VideoTiming {
  durationSeconds: number;
  segmentSeconds: number;
}

export interface WatchState {
  startSeconds: number;
  lastPosition: number;
  startedAt: Date;
}

export const segmentCount = (video: VideoTiming): number =>
  Math.ceil(video.durationSeconds / video.segmentSeconds);

export const segmentBounds = (video: VideoTiming, segment: number) => ({
  start: segment * video.segmentSeconds,
  end: Math.min((segment + 1) * video.segmentSeconds, video.durationSeconds),
});

/**
 * Why a progress report is impossible, or null when it is believable. A report says "this watch
 * played through the end of `segment` and is now at `positionSeconds`". It must name a segment of the
 * video that this watch started at or before; reach that segment's end; never go backwards; and the
 * distance played since the watch started may not exceed the time that passed (plus a little leeway):
 * a segment reported faster than real time is refused.
 */
export function impossibleProgress(
  video: VideoTiming,
  watch: WatchState,
  report: { segment: number; positionSeconds: number },
  now: Date,
): string | null {
  if (report.segment >= segmentCount(video)) return `the video has ${segmentCount(video)} segments`;
  const { start, end } = segmentBounds(video, report.segment);
  if (report.positionSeconds > video.durationSeconds + END_TOLERANCE_SECONDS)
    return 'the position is past the end';
  if (start + END_TOLERANCE_SECONDS < watch.startSeconds) return 'this watch started after the segment began';
  if (report.positionSeconds + END_TOLERANCE_SECONDS < end)
    return 'the segment has not been played to its end';
  if (report.positionSeconds < watch.lastPosition) return 'the position went backwards; start a new watch';
  const played = report.positionSeconds - watch.startSeconds;
  const elapsed = (now.getTime() - watch.startedAt.getTime()) / 1000;
  if (played > elapsed + REAL_TIME_LEEWAY_SECONDS) return 'the video was reported faster than real time';
  return null;
}
