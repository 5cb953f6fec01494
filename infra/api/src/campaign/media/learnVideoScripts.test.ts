import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ASH_ECHOES } from '../seed';
import { LEARN_VIDEO_DIR } from './files';
import { LEARN_VIDEO_SCRIPTS, webVtt, wrapCaption } from './learnVideoScripts';

describe('learn video scripts', () => {
  const videos = ASH_ECHOES.videos ?? [];

  it('script every seeded video at its seeded length, captions inside it and in order', () => {
    expect(LEARN_VIDEO_SCRIPTS.map((script) => script.file)).toEqual(
      videos.map((video) => path.basename(video.videoUrl)),
    );
    for (const [index, script] of LEARN_VIDEO_SCRIPTS.entries()) {
      expect(script.seconds).toBe(videos[index]!.durationSeconds);
      let end = 0;
      for (const cue of script.cues) {
        expect(cue.from).toBeGreaterThanOrEqual(end);
        expect(cue.to).toBeGreaterThan(cue.from);
        end = cue.to;
      }
      expect(end).toBe(script.seconds);
    }
  });

  it('say the answer to the question asked after each video', () => {
    for (const [index, script] of LEARN_VIDEO_SCRIPTS.entries()) {
      const video = videos[index]!;
      const words = script.cues.map((cue) => cue.text.toLowerCase()).join(' ');
      expect(words).toContain(video.options[video.correctOption]!.toLowerCase());
    }
  });

  it('write WebVTT cues with hour timestamps', () => {
    expect(
      webVtt([
        { from: 0, to: 2.5, text: 'Chain skills.' },
        { from: 2.5, to: 61, text: 'Trigger the ultimate.' },
      ]),
    ).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.500\nChain skills.\n\n2\n00:00:02.500 --> 00:01:01.000\nTrigger the ultimate.\n',
    );
  });

  it('wrap burnt-in captions at word boundaries', () => {
    expect(wrapCaption('An Echomancer binds the echoes of fallen heroes.', 20)).toEqual([
      'An Echomancer binds',
      'the echoes of fallen',
      'heroes.',
    ]);
  });

  it('have their committed clips and captions, small enough to ship (under 500 KB together)', () => {
    let total = 0;
    for (const script of LEARN_VIDEO_SCRIPTS) {
      const video = path.join(LEARN_VIDEO_DIR, script.game, script.file);
      total += statSync(video).size;
      // The committed captions are the script's: regenerate both after changing one.
      expect(readFileSync(video.replace(/\.webm$/, '.vtt'), 'utf8')).toBe(webVtt(script.cues));
    }
    expect(total).toBeLessThan(500_000);
  });
});
