/**
 * Writes the Crazy Ones landing's artwork as small SVG files into src/assets (committed; run again
 * after a change with `npx tsx scripts/generateArtwork.ts`). No licensable original art exists, so
 * these are drawn here: a silhouette portrait and a stats card (the biodata) per character, a tall
 * phone background per character, and the story picture.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { keyArt } from '@portal/campaign/key-art';

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

const gradient = (id: string, from: string, to: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

/** A head-and-shoulders silhouette with a scribbled "crazy" halo, centred at (cx, cy). */
const silhouette = (cx: number, cy: number, scale: number, fill: string, accent: string) =>
  `<g transform="translate(${cx} ${cy}) scale(${scale})">` +
  `<path d="M-70 120 Q-70 40 0 40 Q70 40 70 120 Z" fill="${fill}"/>` +
  `<circle cx="0" cy="-5" r="42" fill="${fill}"/>` +
  `<path d="M-55 -40 q10 -40 30 -10 q12 -45 28 -8 q18 -40 30 6 q22 -20 20 16" fill="none" stroke="${accent}" stroke-width="6" stroke-linecap="round"/>` +
  `</g>`;

for (const [index, character] of CHARACTERS.entries()) {
  const portrait = svg(
    300,
    400,
    `<defs>${gradient('g', character.from, character.to)}</defs><rect width="300" height="400" rx="16" fill="url(#g)"/>` +
      `<circle cx="${80 + index * 40}" cy="90" r="60" fill="${character.accent}" fill-opacity=".18"/>` +
      silhouette(150, 230, 1.4, '#0b0d14', character.accent),
  );
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

  const shapes = Array.from({ length: 7 }, (_, k) => {
    const x = (k * 71 + index * 29) % 360;
    const y = 60 + ((k * 113 + index * 41) % 520);
    return `<circle cx="${x}" cy="${y}" r="${18 + ((k * 13) % 40)}" fill="${character.accent}" fill-opacity="${0.06 + (k % 3) * 0.05}"/>`;
  }).join('');
  const mobile = svg(
    360,
    640,
    `<defs>${gradient('g', character.from, character.to)}</defs><rect width="360" height="640" fill="url(#g)"/>${shapes}` +
      silhouette(180, 470, 2, '#0b0d14', character.accent),
  );
  writeFileSync(path.join(out, `character-${character.id}-mobile.svg`), mobile);
}

const windows = Array.from({ length: 18 }, (_, k) => {
  const x = 40 + (k % 6) * 95;
  const y = 150 + Math.floor(k / 6) * 50;
  return `<rect x="${x}" y="${y}" width="26" height="30" rx="3" fill="#ffd166" fill-opacity="${k % 4 === 0 ? 0.9 : 0.25}"/>`;
}).join('');
writeFileSync(
  path.join(out, 'story.svg'),
  svg(
    640,
    360,
    `<defs>${gradient('g', '#2a1248', '#e0568a')}</defs><rect width="640" height="360" fill="url(#g)"/>` +
      `<circle cx="520" cy="80" r="44" fill="#ffd166" fill-opacity=".9"/>` +
      `<rect x="20" y="120" width="600" height="240" fill="#160a26" fill-opacity=".85"/>${windows}` +
      CHARACTERS.map((character, k) =>
        silhouette(120 + k * 130, 330, 0.55, '#0b0d14', character.accent),
      ).join(''),
  ),
);
// The key art: the landing's hero and the link preview of the game's pages.
writeFileSync(
  path.join(out, 'key-art.svg'),
  keyArt({
    width: 1200,
    height: 630,
    seed: 7,
    figures: 4,
    palette: { sky: ['#1a0b2e', '#e0568a'], ridges: ['#5a2a6e', '#2a1248', '#12081f'], accent: '#ffd166' },
  }),
);
console.log(`artwork written to ${out}`);
