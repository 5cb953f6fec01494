/**
 * Learn videos report progress in segments (the contract's protocol): each time playback passes
 * the end of a segment, the client tells the server which segment and where playback is. The
 * server checks the pace, so a client cannot claim the whole video at once.
 */
export interface SegmentPlan {
  durationSeconds: number;
  segmentSeconds: number;
  segmentCount: number;
}

/** Where segment `index` ends (the last one ends with the video). */
export const segmentEnd = (plan: SegmentPlan, index: number): number =>
  Math.min((index + 1) * plan.segmentSeconds, plan.durationSeconds);

/** Segments whose end playback passed while moving from `from` to `to` seconds, in order. */
export function segmentsPassed(plan: SegmentPlan, from: number, to: number): number[] {
  const passed: number[] = [];
  for (let index = 0; index < plan.segmentCount; index++) {
    const end = segmentEnd(plan, index);
    if (end > from && end <= to) passed.push(index);
  }
  return passed;
}

/** A jump backwards (or a reload) starts a new watch: positions only grow within one. */
export const isSeekBack = (lastPosition: number, position: number): boolean => position + 0.5 < lastPosition;
