import { isSeekBack, segmentEnd, segmentsPassed } from './watchSegments';

const plan = { durationSeconds: 9, segmentSeconds: 4, segmentCount: 3 };

describe('learn video watch segments', () => {
  it('ends the last segment with the video', () => {
    expect([0, 1, 2].map((index) => segmentEnd(plan, index))).toEqual([4, 8, 9]);
  });

  it('reports a segment once playback passes its end', () => {
    expect(segmentsPassed(plan, 0, 3.9)).toEqual([]);
    expect(segmentsPassed(plan, 3.9, 4.1)).toEqual([0]);
    expect(segmentsPassed(plan, 4.1, 9)).toEqual([1, 2]);
  });

  it('reports nothing twice for the same stretch of playback', () => {
    expect(segmentsPassed(plan, 4.1, 7)).toEqual([]);
  });

  it('treats a jump backwards as a new watch', () => {
    expect(isSeekBack(6, 2)).toBe(true);
    expect(isSeekBack(6, 6.2)).toBe(false);
  });
});
