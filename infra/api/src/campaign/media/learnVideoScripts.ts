import type { CampaignLanguage } from '@portal/contracts';

/**
 * What each learn video shows and says: its scenes (the game's own generated art) and its captions,
 * which carry the lesson and the answer to the question asked after the video (seed.ts). The clip
 * has no sound and no words drawn in it (its title is the page's text): the captions are its narration, one WebVTT
 * track per campaign language (generateLearnVideos.ts), the page's language shown by default.
 */
export interface CaptionCue {
  /** Seconds from the start. */
  from: number;
  to: number;
  /** The cue in each campaign language; names of the game (Echomancer, Cinder Pact…) stay as they are. */
  text: Readonly<Record<CampaignLanguage, string>>;
}

export interface LearnVideoScript {
  game: string;
  /** The video's file name; its captions are the same name with `.<language>.vtt`. */
  file: string;
  /** Exactly the seeded `durationSeconds`. */
  seconds: number;
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
    scenes: [`${ASH_ECHOES_ART}/key-art.svg`, `${ASH_ECHOES_ART}/slide-1-wide.svg`],
    cues: [
      {
        from: 0,
        to: 2,
        text: {
          en: 'When a hero falls, an echo of them stays behind.',
          id: 'Saat seorang pahlawan gugur, gemanya tetap tertinggal.',
          th: 'เมื่อวีรชนล้มลง เสียงสะท้อนของเขายังคงหลงเหลืออยู่',
          vn: 'Khi một anh hùng ngã xuống, tiếng vọng của họ vẫn ở lại.',
        },
      },
      {
        from: 2,
        to: 4,
        text: {
          en: 'Echomancers hear those echoes and call them back.',
          id: 'Para Echomancer mendengar gema itu dan memanggilnya kembali.',
          th: 'Echomancer ได้ยินเสียงสะท้อนเหล่านั้นและเรียกพวกมันกลับมา',
          vn: 'Các Echomancer nghe thấy những tiếng vọng ấy và gọi chúng trở về.',
        },
      },
      {
        from: 4,
        to: 6,
        text: {
          en: 'An Echomancer binds the echoes of fallen heroes.',
          id: 'Seorang Echomancer mengikat gema para pahlawan yang gugur.',
          th: 'Echomancer ผนึกเสียงสะท้อนของเหล่าวีรชนที่ล่วงลับไว้กับตน',
          vn: 'Echomancer thu phục tiếng vọng của những anh hùng đã ngã xuống.',
        },
      },
    ],
  },
  {
    game: 'ash_echoes',
    file: 'factions-tour.webm',
    seconds: 9,
    scenes: [
      `${ASH_ECHOES_ART}/world-skyreach.svg`,
      `${ASH_ECHOES_ART}/world-emberfall.svg`,
      `${ASH_ECHOES_ART}/world-hollowmere.svg`,
    ],
    cues: [
      {
        from: 0,
        to: 3,
        text: {
          en: 'Three factions divide the Ashen Worlds. The Codex Keepers record every echo.',
          id: 'Tiga faksi membagi Dunia Abu. Penjaga Codex mencatat setiap gema.',
          th: 'ดินแดนแห่งเถ้าถ่านแบ่งออกเป็นสามฝ่าย ผู้พิทักษ์ Codex บันทึกทุกเสียงสะท้อน',
          vn: 'Ba phe phái chia nhau Thế giới Tro tàn. Người giữ Codex ghi lại mọi tiếng vọng.',
        },
      },
      {
        from: 3,
        to: 6,
        text: {
          en: 'The Cinder Pact forges echoes into weapons.',
          id: 'Cinder Pact menempa gema menjadi senjata.',
          th: 'Cinder Pact หลอมเสียงสะท้อนให้กลายเป็นอาวุธ',
          vn: 'Cinder Pact rèn tiếng vọng thành vũ khí.',
        },
      },
      {
        from: 6,
        to: 9,
        text: {
          en: 'The Tidebound follow where the echoes flow. Three factions: choose yours.',
          id: 'Tidebound mengikuti ke mana gema mengalir. Tiga faksi: pilih faksi Anda.',
          th: 'Tidebound ไปตามทางที่เสียงสะท้อนไหลผ่าน สามฝ่าย: เลือกฝ่ายของคุณ',
          vn: 'Tidebound đi theo dòng chảy của tiếng vọng. Ba phe phái: hãy chọn phe của bạn.',
        },
      },
    ],
  },
  {
    game: 'ash_echoes',
    file: 'combat-basics.webm',
    seconds: 8,
    scenes: [`${ASH_ECHOES_ART}/slide-2-wide.svg`, `${ASH_ECHOES_ART}/slide-3-wide.svg`],
    cues: [
      {
        from: 0,
        to: 2.5,
        text: {
          en: 'Every Echomancer has skills. Use them one after another.',
          id: 'Setiap Echomancer memiliki skill. Gunakan satu per satu secara berurutan.',
          th: 'Echomancer ทุกคนมีสกิล ใช้สกิลต่อกันทีละสกิล',
          vn: 'Mỗi Echomancer đều có kỹ năng. Hãy dùng lần lượt từng kỹ năng.',
        },
      },
      {
        from: 2.5,
        to: 5.5,
        text: {
          en: 'Chain skills to fill the ultimate gauge.',
          id: 'Rangkai skill untuk mengisi bar skill pamungkas.',
          th: 'ต่อสกิลเป็นคอมโบเพื่อเติมเกจสกิลอัลติเมต',
          vn: 'Nối chuỗi kỹ năng để nạp đầy thanh kỹ năng tối thượng.',
        },
      },
      {
        from: 5.5,
        to: 8,
        text: {
          en: 'Gauge full? Trigger the ultimate at the right moment.',
          id: 'Bar sudah penuh? Lepaskan skill pamungkas pada saat yang tepat.',
          th: 'เกจเต็มแล้ว? ปล่อยสกิลอัลติเมตให้ถูกจังหวะ',
          vn: 'Thanh đã đầy? Hãy tung kỹ năng tối thượng vào đúng thời điểm.',
        },
      },
    ],
  },
];

const timestamp = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  const pad = (value: number, size = 2) => String(value).padStart(size, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
};

/** The cues in one language as a WebVTT captions file. */
export function webVtt(cues: readonly CaptionCue[], language: CampaignLanguage): string {
  return `WEBVTT\n\n${cues.map((cue, i) => `${i + 1}\n${timestamp(cue.from)} --> ${timestamp(cue.to)}\n${cue.text[language]}\n`).join('\n')}`;
}

/** A video's captions file in a language, beside it (`echomancy-101.webm` → `echomancy-101.th.vtt`). */
export const captionsFile = (videoFile: string, language: CampaignLanguage) =>
  videoFile.replace(/\.webm$/, `.${language}.vtt`);
