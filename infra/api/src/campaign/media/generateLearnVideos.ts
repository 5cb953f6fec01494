/**
 * Regenerates the learn videos of the seeded campaigns and their captions
 * (`npx tsx infra/api/src/campaign/media/generateLearnVideos.ts` from the repository root; needs
 * ffmpeg and the DejaVu fonts, Debian: `apt-get install -y ffmpeg fonts-dejavu-core`). Each clip
 * pans slowly over the game's generated art (learnVideoScripts.ts) and its title slides in; the
 * captions that carry the lesson and the answer are WebVTT tracks beside it, one per campaign
 * language, none burnt in (a Thai reader would otherwise see English under the Thai). Small VP9
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
import { captionsFile, LEARN_VIDEO_SCRIPTS, webVtt, type LearnVideoScript } from './learnVideoScripts';

const WIDTH = 480;
const HEIGHT = 270;
const FPS = 12;
/** Scenes are rendered this much larger than the frame, so the camera can pan across them. */
const OVERSCAN = 1.2;
const FONTS = '/usr/share/fonts/truetype/dejavu';
const ROOT = path.resolve(__dirname, '../../../../..');

/** One scene: the art scaled to cover the frame with room to pan, panned left to right, faded in and out. */
function sceneFilter(index: number, seconds: number): string {
  const fade = Math.min(0.4, seconds / 4);
  return (
    `[${index}:v]fps=${FPS},crop=${WIDTH}:${HEIGHT}:x='(iw-${WIDTH})*t/${seconds}':y='(ih-${HEIGHT})*(0.3+0.4*t/${seconds})',` +
    `fade=in:st=0:d=${fade},fade=out:st=${seconds - fade}:d=${fade},setpts=PTS-STARTPTS[s${index}]`
  );
}

/** Text drawn from a file (no escaping of the words), with the given font and placement options. */
const drawText = (textFile: string, font: string, options: string) =>
  `drawtext=fontfile=${FONTS}/${font}:textfile=${textFile}:expansion=none:${options}`;

async function render(script: LearnVideoScript, work: string): Promise<Buffer> {
  const share = script.seconds / script.scenes.length;
  const inputs: string[] = [];
  for (const [index, scene] of script.scenes.entries()) {
    const png = path.join(work, `scene-${index}.png`);
    await sharp(path.join(ROOT, scene))
      .resize(Math.round(WIDTH * OVERSCAN), Math.round(HEIGHT * OVERSCAN), { fit: 'cover' })
      .png()
      .toFile(png);
    inputs.push('-loop', '1', '-framerate', String(FPS), '-t', String(share), '-i', png);
  }
  const titleFile = path.join(work, 'title.txt');
  writeFileSync(titleFile, script.title);
  // The title slides in from the left and fades in over its first 0.6 s, on a band that fades with it.
  const title =
    `drawbox=x=0:y=14:w=iw*0.62:h=40:color=black@0.45:t=fill,` +
    drawText(
      titleFile,
      'DejaVuSans-Bold.ttf',
      `fontsize=24:fontcolor=white:x='18-max(0,0.6-t)*60':y=22:alpha='min(1,t/0.6)':shadowcolor=black@0.6:shadowx=1:shadowy=1`,
    );
  const graph =
    script.scenes.map((_, index) => sceneFilter(index, share)).join(';') +
    `;${script.scenes.map((_, index) => `[s${index}]`).join('')}concat=n=${script.scenes.length}:v=1:a=0,format=yuv420p,` +
    title +
    '[out]';
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
