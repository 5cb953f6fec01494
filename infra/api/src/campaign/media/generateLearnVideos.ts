/**
 * Regenerates the demo learn videos of the seeded campaigns (`npx tsx infra/api/src/campaign/media/generateLearnVideos.ts`):
 * short VP9 WebM files made by ffmpeg (Debian: `apt-get install -y ffmpeg`) from its own test
 * sources, so they are free to ship. Each lasts exactly the seeded `durationSeconds` (seed.ts), small
 * (a few frames a second, low bit rate): the whole set stays well under 300 KB.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { LEARN_VIDEO_DIR } from './files';

interface LearnVideoSource {
  game: string;
  file: string;
  seconds: number;
  /** An ffmpeg lavfi source: each video looks different, so a viewer sees which one plays. */
  source: string;
  caption: string;
}

const VIDEOS: LearnVideoSource[] = [
  {
    game: 'ash_echoes',
    file: 'echomancy-101.webm',
    seconds: 6,
    source: 'testsrc2',
    caption: 'Echomancy 101',
  },
  { game: 'ash_echoes', file: 'factions-tour.webm', seconds: 9, source: 'smptehdbars', caption: 'Factions' },
  { game: 'ash_echoes', file: 'combat-basics.webm', seconds: 8, source: 'rgbtestsrc', caption: 'Combat' },
];

for (const video of VIDEOS) {
  const dir = path.join(LEARN_VIDEO_DIR, video.game);
  mkdirSync(dir, { recursive: true });
  const out = path.join(dir, video.file);
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `${video.source}=size=320x180:rate=8:duration=${video.seconds}`,
    '-vf',
    `drawbox=y=ih-34:w=iw:h=34:color=black@0.6:t=fill`,
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '40k',
    '-deadline',
    'good',
    '-an',
    '-y',
    out,
  ]);
  console.log(
    `${path.relative(process.cwd(), out)} ${statSync(out).size} bytes (${video.caption}, ${video.seconds} s)`,
  );
}
