import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ASH_ECHOES } from '../seed';
import { LEARN_VIDEO_DIR } from './files';
import { CAMPAIGN_LANGUAGES } from '@portal/contracts';
import { captionsFile, LEARN_VIDEO_SCRIPTS, webVtt } from './learnVideoScripts';

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
      const words = script.cues.map((cue) => cue.text.en.toLowerCase()).join(' ');
      expect(words).toContain(video.options[video.correctOption]!.toLowerCase());
    }
  });

  it("say each cue in every campaign language, in that language's own script", () => {
    const script: Record<string, RegExp> = {
      th: /[\u0E00-\u0E7F]/,
      vn: /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i,
      id: /^[\x20-\x7E]+$/,
      en: /^[\x20-\x7E]+$/,
    };
    for (const cue of LEARN_VIDEO_SCRIPTS.flatMap((each) => each.cues)) {
      for (const language of CAMPAIGN_LANGUAGES) {
        expect(cue.text[language]).toMatch(script[language]!);
        if (language !== 'en') expect(cue.text[language]).not.toBe(cue.text.en);
      }
    }
  });

  it('write WebVTT cues with hour timestamps', () => {
    const cue = (from: number, to: number, en: string) => ({
      from,
      to,
      text: { en, id: `${en} (id)`, th: `${en} (th)`, vn: `${en} (vn)` },
    });
    expect(webVtt([cue(0, 2.5, 'Chain skills.'), cue(2.5, 61, 'Trigger the ultimate.')], 'en')).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.500\nChain skills.\n\n2\n00:00:02.500 --> 00:01:01.000\nTrigger the ultimate.\n',
    );
  });

  it('have their committed clips and captions in every language, small enough to ship (under 500 KB together)', () => {
    let total = 0;
    for (const script of LEARN_VIDEO_SCRIPTS) {
      const video = path.join(LEARN_VIDEO_DIR, script.game, script.file);
      total += statSync(video).size;
      // The committed captions are the script's: regenerate them after changing it.
      for (const language of CAMPAIGN_LANGUAGES) {
        const captions = path.join(LEARN_VIDEO_DIR, script.game, captionsFile(script.file, language));
        expect(readFileSync(captions, 'utf8')).toBe(webVtt(script.cues, language));
      }
    }
    expect(total).toBeLessThan(500_000);
  });
});
