/**
 * Regenerates the learn videos of the seeded campaigns and their captions
 * (`npx tsx infra/api/src/campaign/media/generateLearnVideos.ts` from the repository root; needs
 * ffmpeg, Debian: `apt-get install -y ffmpeg`). Each clip pans slowly over the game's generated art
 * (learnVideoScripts.ts) with no words in the picture (learnVideoFilter.ts): the page shows the
 * title as text, and the captions that carry the lesson and the answer are WebVTT tracks beside it,
 * one per campaign language (a Thai reader would otherwise see English in the Thai video). Small VP9
 * WebM (480×270, 12 fps, no sound: the captions are the narration), committed, since CI has no
 * ffmpeg; single-threaded bit-exact encoding so the same input gives the same bytes.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { LEARN_VIDEO_DIR } from './files';
import { CAMPAIGN_LANGUAGES } from '@portal/contracts';
import { LEARN_VIDEO_FRAME, learnVideoFilterGraph, SCENE_OVERSCAN } from './learnVideoFilter';
import { captionsFile, LEARN_VIDEO_SCRIPTS, webVtt, type LearnVideoScript } from './learnVideoScripts';

const { width: WIDTH, height: HEIGHT, fps: FPS } = LEARN_VIDEO_FRAME;
const ROOT = path.resolve(__dirname, '../../../../..');

async function render(script: LearnVideoScript, work: string): Promise<Buffer> {
  const share = script.seconds / script.scenes.length;
  const inputs: string[] = [];
  for (const [index, scene] of script.scenes.entries()) {
    const png = path.join(work, `scene-${index}.png`);
    await sharp(path.join(ROOT, scene))
      .resize(Math.round(WIDTH * SCENE_OVERSCAN), Math.round(HEIGHT * SCENE_OVERSCAN), { fit: 'cover' })
      .png()
      .toFile(png);
    inputs.push('-loop', '1', '-framerate', String(FPS), '-t', String(share), '-i', png);
  }
  const graph = learnVideoFilterGraph(script.scenes.length, script.seconds);
  const out = path.join(work, 'clip.webm');
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    ...inputs,
    '-filter_complex',
    graph,
    '-map',
    '[out]',
    '-t',
    String(script.seconds),
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '65k',
    '-deadline',
    'good',
    '-cpu-used',
    '2',
    '-threads',
    '1',
    '-row-mt',
    '0',
    '-fflags',
    '+bitexact',
    '-flags:v',
    '+bitexact',
    '-an',
    '-y',
    out,
  ]);
  return readFile(out);
}

async function main() {
  let total = 0;
  for (const script of LEARN_VIDEO_SCRIPTS) {
    const work = mkdtempSync(path.join(tmpdir(), 'learn-video-'));
    try {
      const dir = path.join(LEARN_VIDEO_DIR, script.game);
      mkdirSync(dir, { recursive: true });
      const video = path.join(dir, script.file);
      writeFileSync(video, await render(script, work));
      for (const language of CAMPAIGN_LANGUAGES)
        writeFileSync(path.join(dir, captionsFile(script.file, language)), webVtt(script.cues, language));
      total += statSync(video).size;
      console.log(
        `${path.relative(ROOT, video)} ${statSync(video).size} bytes (${script.seconds} s) + captions`,
      );
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  console.log(`${total} bytes of video in all`);
}

void main();
