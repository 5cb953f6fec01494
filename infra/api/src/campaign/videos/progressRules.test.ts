import { impossibleProgress, segmentCount } from './progressRules';

const video = { durationSeconds: 10, segmentSeconds: 4 };
const startedAt = new Date('2026-03-01T00:00:00Z');
const after = (seconds: number) => new Date(startedAt.getTime() + seconds * 1000);
const watch = { startSeconds: 0, lastPosition: 0, startedAt };

describe('learn video progress', () => {
  it('cuts a video into segments, the last one shorter', () => {
    expect(segmentCount(video)).toBe(3);
  });

  it('accepts a segment played to its end in real time', () => {
    expect(impossibleProgress(video, watch, { segment: 0, positionSeconds: 4 }, after(4))).toBeNull();
    expect(
      impossibleProgress(
        video,
        { ...watch, lastPosition: 8 },
        { segment: 2, positionSeconds: 10 },
        after(10),
      ),
    ).toBeNull();
  });

  it('refuses a segment reported faster than real time', () => {
    expect(impossibleProgress(video, watch, { segment: 1, positionSeconds: 8 }, after(3))).toMatch(
      /faster than real time/,
    );
  });

  it('refuses positions that go backwards, segments not reached and segments past the end', () => {
    expect(
      impossibleProgress(video, { ...watch, lastPosition: 8 }, { segment: 0, positionSeconds: 4 }, after(20)),
    ).toMatch(/backwards/);
    expect(impossibleProgress(video, watch, { segment: 1, positionSeconds: 5 }, after(20))).toMatch(
      /not been played to its end/,
    );
    expect(impossibleProgress(video, watch, { segment: 3, positionSeconds: 10 }, after(20))).toMatch(
      /3 segments/,
    );
    expect(impossibleProgress(video, watch, { segment: 2, positionSeconds: 30 }, after(40))).toMatch(
      /past the end/,
    );
  });

  it('refuses a segment that began before the watch did (a seek forward skips it)', () => {
    const seeked = { startSeconds: 6, lastPosition: 6, startedAt };
    expect(impossibleProgress(video, seeked, { segment: 1, positionSeconds: 8 }, after(5))).toMatch(
      /started after/,
    );
    // …while the segments after the resume point still count.
    expect(impossibleProgress(video, seeked, { segment: 2, positionSeconds: 10 }, after(5))).toBeNull();
  });
});
