/**
 * Writes the Crazy Ones landing's artwork as small SVG files into src/assets (committed; run again
 * after a change with `npx tsx scripts/generateArtwork.ts`). No licensable original art exists, so
 * these are generated with the kit's key art: a lit portrait and a stats card (the biodata) per
 * character, a tall phone background per character, and the story picture.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { keyArt, paletteOf } from '@portal/campaign/key-art';

const out = path.join(__dirname, '..', 'src', 'assets');
mkdirSync(out, { recursive: true });

const CHARACTERS = [
  { id: 'juno', from: '#3a0f5c', to: '#e0568a', accent: '#ffd166', stats: [0.9, 0.5, 0.7, 0.4] },
  { id: 'rook', from: '#0f2b3a', to: '#2ec4b6', accent: '#f7f7ff', stats: [0.6, 0.95, 0.4, 0.6] },
  { id: 'marlowe', from: '#2b1a0f', to: '#f4a259', accent: '#fff3c4', stats: [0.5, 0.4, 0.95, 0.7] },
  { id: 'pip', from: '#10263f', to: '#7b8cde', accent: '#c3f73a', stats: [0.7, 0.6, 0.5, 0.95] },
] as const;

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>\n`;

for (const [index, character] of CHARACTERS.entries()) {
  const palette = paletteOf(character.from, character.to, character.accent);
  const portrait = keyArt({
    width: 300,
    height: 400,
    seed: 40 + index,
    palette,
    figures: 1,
    skyline: 'city',
  });
  writeFileSync(path.join(out, `character-${character.id}-portrait.svg`), portrait);

  const bars = character.stats
    .map(
      (value, row) =>
        `<rect x="40" y="${150 + row * 56}" width="220" height="14" rx="7" fill="#ffffff" fill-opacity=".15"/>` +
        `<rect x="40" y="${150 + row * 56}" width="${Math.round(220 * value)}" height="14" rx="7" fill="${character.accent}"/>` +
        `<rect x="40" y="${124 + row * 56}" width="${60 + ((row * 37) % 50)}" height="10" rx="5" fill="#ffffff" fill-opacity=".45"/>`,
    )
    .join('');
  const stats = svg(
    300,
    400,
    `<rect width="300" height="400" rx="16" fill="#141824"/><rect x="0" y="0" width="300" height="96" rx="16" fill="${character.to}" fill-opacity=".55"/>` +
      `<circle cx="60" cy="48" r="26" fill="${character.from}"/><rect x="100" y="34" width="140" height="12" rx="6" fill="#ffffff" fill-opacity=".8"/>` +
      `<rect x="100" y="54" width="90" height="10" rx="5" fill="#ffffff" fill-opacity=".45"/>${bars}`,
  );
  writeFileSync(path.join(out, `character-${character.id}-stats.svg`), stats);

  const mobile = keyArt({ width: 360, height: 640, seed: 80 + index, palette, figures: 1, skyline: 'city' });
  writeFileSync(path.join(out, `character-${character.id}-mobile.svg`), mobile);
}

// The story: the crew in the lit city at dusk.
writeFileSync(
  path.join(out, 'story.svg'),
  keyArt({
    width: 640,
    height: 360,
    seed: 9,
    palette: paletteOf('#2a1248', '#e0568a', '#ffd166'),
    figures: 4,
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
    figures: 4,
    skyline: 'city',
    palette: { sky: ['#1a0b2e', '#e0568a'], ridges: ['#5a2a6e', '#2a1248', '#12081f'], accent: '#ffd166' },
  }),
);
console.log(`artwork written to ${out}`);
