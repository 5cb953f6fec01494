/**
 * What each learn video shows and says: its scenes (the game's own generated art) and its captions,
 * which carry the lesson and the answer to the question asked after the video (seed.ts). The same
 * cues make the burnt-in captions of the clip (generateLearnVideos.ts) and its WebVTT track.
 */
export interface CaptionCue {
  /** Seconds from the start. */
  from: number;
  to: number;
  text: string;
}

export interface LearnVideoScript {
  game: string;
  /** The video's file name; its captions are the same name with `.vtt`. */
  file: string;
  /** Exactly the seeded `durationSeconds`. */
  seconds: number;
  title: string;
  /** The campaign's wide art shown one after another, equal shares of the clip (SVG, repository paths). */
  scenes: readonly string[];
  cues: readonly CaptionCue[];
}

const ASH_ECHOES_ART = 'mf-campaign-ash-echoes/src/assets';

export const LEARN_VIDEO_SCRIPTS: readonly LearnVideoScript[] = [
  {
    game: 'ash_echoes',
    file: 'echomancy-101.webm',
    seconds: 6,
    title: 'Echomancy 101',
    scenes: [`${ASH_ECHOES_ART}/key-art.svg`, `${ASH_ECHOES_ART}/slide-1-wide.svg`],
    cues: [
      { from: 0, to: 2, text: 'When a hero falls, an echo of them stays behind.' },
      { from: 2, to: 4, text: 'Echomancers hear those echoes and call them back.' },
      { from: 4, to: 6, text: 'An Echomancer binds the echoes of fallen heroes.' },
    ],
  },
  {
    game: 'ash_echoes',
    file: 'factions-tour.webm',
    seconds: 9,
    title: 'A tour of the factions',
    scenes: [
      `${ASH_ECHOES_ART}/world-skyreach.svg`,
      `${ASH_ECHOES_ART}/world-emberfall.svg`,
      `${ASH_ECHOES_ART}/world-hollowmere.svg`,
    ],
    cues: [
      {
        from: 0,
        to: 3,
        text: 'Three factions divide the Ashen Worlds. The Codex Keepers record every echo.',
      },
      { from: 3, to: 6, text: 'The Cinder Pact forges echoes into weapons.' },
      { from: 6, to: 9, text: 'The Tidebound follow where the echoes flow. Three factions: choose yours.' },
    ],
  },
  {
    game: 'ash_echoes',
    file: 'combat-basics.webm',
    seconds: 8,
    title: 'Combat basics',
    scenes: [`${ASH_ECHOES_ART}/slide-2-wide.svg`, `${ASH_ECHOES_ART}/slide-3-wide.svg`],
    cues: [
      { from: 0, to: 2.5, text: 'Every Echomancer has skills. Use them one after another.' },
      { from: 2.5, to: 5.5, text: 'Chain skills to fill the ultimate gauge.' },
      { from: 5.5, to: 8, text: 'Gauge full? Trigger the ultimate at the right moment.' },
    ],
  },
];

const timestamp = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  const pad = (value: number, size = 2) => String(value).padStart(size, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
};

/** The cues as a WebVTT captions file. */
export function webVtt(cues: readonly CaptionCue[]): string {
  return `WEBVTT\n\n${cues.map((cue, i) => `${i + 1}\n${timestamp(cue.from)} --> ${timestamp(cue.to)}\n${cue.text}\n`).join('\n')}`;
}

/** A cue's text in lines of at most `width` characters (burnt-in captions do not wrap by themselves). */
export function wrapCaption(text: string, width = 38): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}
