/**
 * Writes the Crazy Ones landing's artwork as small SVG files into src/assets (committed; run again
 * after a change with `npx tsx scripts/generateArtwork.ts`). No licensable original art exists, so
 * these are generated with the kit's key art and characters: a portrait and a biodata card per
 * character (a bust and four drawn stats, no words: the page writes the names), a tall phone
 * background per character, and the story picture with the whole crew.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  characterArt,
  characterFigure,
  keyArt,
  paletteOf,
  type CharacterLook,
} from '@portal/campaign/key-art';

const out = path.join(__dirname, '..', 'src', 'assets');
mkdirSync(out, { recursive: true });

/** Their texts: a street photographer, a rooftop courier, a chess hustler, a wandering musician. */
const CHARACTERS: readonly {
  id: string;
  from: string;
  to: string;
  accent: string;
  /** Nerve, speed, wits, heart: drawn as bars beside their symbols. */
  stats: readonly [number, number, number, number];
  look: CharacterLook;
}[] = [
  {
    id: 'juno',
    from: '#3a0f5c',
    to: '#e0568a',
    accent: '#ffd166',
    stats: [0.9, 0.5, 0.7, 0.4],
    look: {
      build: 'small',
      hair: 'bob',
      outfit: 'jacket',
      prop: 'camera',
      skin: '#f6d7c3',
      hairColor: '#ff6fa5',
      cloth: ['#ffd166', '#3a0f5c', '#e0568a'],
      eyes: '#c77dff',
    },
  },
  {
    id: 'rook',
    from: '#0f2b3a',
    to: '#2ec4b6',
    accent: '#f7f7ff',
    stats: [0.6, 0.95, 0.4, 0.6],
    look: {
      build: 'broad',
      hair: 'hood',
      outfit: 'hoodie',
      prop: 'phone',
      skin: '#8d5a3b',
      hairColor: '#1c1c24',
      cloth: ['#2ec4b6', '#1d3340', '#f7f7ff'],
      eyes: '#5ff0e0',
    },
  },
  {
    id: 'marlowe',
    from: '#2b1a0f',
    to: '#f4a259',
    accent: '#fff3c4',
    stats: [0.5, 0.4, 0.95, 0.7],
    look: {
      build: 'slim',
      hair: 'long',
      outfit: 'coat',
      prop: 'chess',
      skin: '#e8b994',
      hairColor: '#2a1a12',
      cloth: ['#7a3b1c', '#f4e3c8', '#fff3c4'],
      eyes: '#f4a259',
    },
  },
  {
    id: 'pip',
    from: '#10263f',
    to: '#7b8cde',
    accent: '#c3f73a',
    stats: [0.7, 0.6, 0.5, 0.95],
    look: {
      build: 'slim',
      hair: 'spiky',
      outfit: 'hoodie',
      prop: 'guitar',
      skin: '#f1c9a5',
      hairColor: '#c3f73a',
      cloth: ['#3d4a8f', '#10263f', '#c3f73a'],
      eyes: '#c3f73a',
    },
  },
];

/** The stats' symbols, drawn in a 20 × 20 box: a flame (nerve), a bolt (speed), a star (wits), a heart. */
const STAT_SYMBOLS = [
  'M10 1C13 6 17 8 16 13A6 6 0 0 1 4 13C4 9 8 8 10 1Z',
  'M12 1L3 12H9L7 19L17 7H11Z',
  'M10 1L12.6 7.2L19 7.6L14 11.8L15.6 18.4L10 14.8L4.4 18.4L6 11.8L1 7.6L7.4 7.2Z',
  'M10 18C3 12 1 9 1 6A4.5 4.5 0 0 1 10 4A4.5 4.5 0 0 1 19 6C19 9 17 12 10 18Z',
];

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>\n`;

for (const [index, character] of CHARACTERS.entries()) {
  const palette = paletteOf(character.from, character.to, character.accent);
  const scene = { palette, look: character.look, skyline: 'city' as const };
  writeFileSync(
    path.join(out, `character-${character.id}-portrait.svg`),
    characterArt({ ...scene, width: 300, height: 400, seed: 40 + index }),
  );

  // The biodata card: the character's bust in a frame, then a symbol and a bar per stat.
  const bust = `<g transform="translate(40 26) scale(0.62)">${characterFigure(character.look, character.accent, 'flat', 'b')}</g>`;
  const bars = character.stats
    .map(
      (value, row) =>
        `<g transform="translate(34 ${196 + row * 48})"><path d="${STAT_SYMBOLS[row]}" fill="${character.accent}"/></g>` +
        `<rect x="70" y="${201 + row * 48}" width="196" height="12" rx="6" fill="#ffffff" fill-opacity=".14"/>` +
        `<rect x="70" y="${201 + row * 48}" width="${Math.round(196 * value)}" height="12" rx="6" fill="${character.to}"/>` +
        Array.from(
          { length: 4 },
          (_, tick) =>
            `<rect x="${70 + 39 * (tick + 1)}" y="${201 + row * 48}" width="2" height="12" fill="#141824" fill-opacity=".6"/>`,
        ).join(''),
    )
    .join('');
  const stats = svg(
    300,
    400,
    `<defs><linearGradient id="head" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${character.from}"/><stop offset="1" stop-color="${character.to}"/></linearGradient><clipPath id="frame"><rect x="16" y="16" width="268" height="156" rx="12"/></clipPath></defs>` +
      `<rect width="300" height="400" rx="16" fill="#141824"/><rect x="16" y="16" width="268" height="156" rx="12" fill="url(#head)"/>` +
      `<g clip-path="url(#frame)"><circle cx="230" cy="60" r="70" fill="${character.accent}" fill-opacity=".18"/><circle cx="230" cy="60" r="40" fill="${character.accent}" fill-opacity=".18"/>${bust}</g>` +
      `<rect x="16" y="16" width="268" height="156" rx="12" fill="none" stroke="${character.accent}" stroke-width="2"/>${bars}` +
      `<path d="M24 384H276" stroke="${character.accent}" stroke-opacity=".5" stroke-dasharray="2 6" stroke-width="3"/>`,
  );
  writeFileSync(path.join(out, `character-${character.id}-stats.svg`), stats);

  writeFileSync(
    path.join(out, `character-${character.id}-mobile.svg`),
    characterArt({ ...scene, width: 360, height: 640, seed: 80 + index, scale: 0.75, ground: 0.97 }),
  );
}

const CREW = CHARACTERS.map((character) => character.look);
// The story: the crew in the lit city at dusk.
writeFileSync(
  path.join(out, 'story.svg'),
  keyArt({
    width: 640,
    height: 360,
    seed: 9,
    palette: paletteOf('#2a1248', '#e0568a', '#ffd166'),
    looks: CREW,
    skyline: 'city',
  }),
);
// The key art: the landing's hero and the link preview of the game's pages.
writeFileSync(
  path.join(out, 'key-art.svg'),
  keyArt({
    width: 1200,
    height: 630,
    seed: 7,
    looks: CREW,
    skyline: 'city',
    palette: { sky: ['#1a0b2e', '#e0568a'], ridges: ['#5a2a6e', '#2a1248', '#12081f'], accent: '#ffd166' },
  }),
);
console.log(`artwork written to ${out}`);
