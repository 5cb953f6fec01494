/**
 * Writes the landing's artwork as small SVG files into src/assets (committed; run again after a
 * change with `npx tsx scripts/generateArtwork.ts`). The original art is not licensable, so these
 * are generated scenes and characters (the kit's key art): light enough that every image of the page
 * together stays small. No picture carries a word: the page writes names over them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { characterArt, keyArt, paletteOf, type CharacterLook } from '@portal/campaign/key-art';
import { ECHOMANCER_ART, SLIDE_ART, WORLD_ART, type Palette } from './artworkPalette';

const out = path.join(__dirname, '..', 'src', 'assets');
mkdirSync(out, { recursive: true });

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>\n`;

/** Concentric rings and a rising shard: the "echo" motif every picture shares. */
function echoMotif(cx: number, cy: number, r: number, accent: string): string {
  const rings = [1, 0.72, 0.46]
    .map(
      (k, i) =>
        `<circle cx="${cx}" cy="${cy}" r="${Math.round(r * k)}" fill="none" stroke="${accent}" stroke-opacity="${0.25 + i * 0.2}" stroke-width="${2 + i}"/>`,
    )
    .join('');
  const shard = `<path d="M${cx} ${cy - r * 0.8}L${cx + r * 0.22} ${cy}L${cx} ${cy + r * 0.5}L${cx - r * 0.22} ${cy}Z" fill="${accent}" fill-opacity=".85"/>`;
  return rings + shard;
}

/** A slide or a world: a scene in the picture's palette, with Echomancers or the land alone. */
function slide(
  width: number,
  height: number,
  palette: Palette,
  seed: number,
  looks: readonly CharacterLook[],
): string {
  const options = {
    width,
    height,
    seed: seed + 11,
    palette: paletteOf(palette.from, palette.to, palette.accent),
  };
  if (looks.length === 0) return keyArt({ ...options, figures: 0 });
  if (looks.length === 1) return characterArt({ ...options, look: looks[0]!, scale: 0.78 });
  return keyArt({ ...options, looks });
}

const LOOKS = ECHOMANCER_ART.map((echomancer) => echomancer.look);
/** `count` Echomancers from the `start`-th, round the roster. */
const cast = (start: number, count: number) =>
  Array.from({ length: count }, (_, i) => LOOKS[(start + i) % LOOKS.length]!);

/** A character in its scene: the 2D view flat, the 3D view lit by another light, a step closer. */
function figure(
  width: number,
  height: number,
  palette: Palette,
  look: CharacterLook,
  depth: boolean,
  seed: number,
): string {
  const light = depth ? palette.to : palette.accent;
  return characterArt({
    width,
    height,
    seed: seed + (depth ? 101 : 1),
    palette: paletteOf(palette.from, palette.to, light),
    look,
    shading: depth ? 'lit' : 'flat',
    scale: depth ? 1.05 : 0.9,
    ground: depth ? 1.08 : 0.99,
  });
}

/** The gacha ticket: the Echomancer's bust framed in the echo motif. */
function ticket(width: number, height: number, palette: Palette, look: CharacterLook, seed: number): string {
  const bust = characterArt({
    width: width - 16,
    height: height - 16,
    seed,
    palette: paletteOf(palette.from, palette.to, palette.accent),
    look,
    scale: 1.8,
    ground: 1.62,
  }).replace(/^<svg[^>]*>|<\/svg>\n$/g, '');
  return svg(
    width,
    height,
    `<defs><clipPath id="card"><rect x="8" y="8" width="${width - 16}" height="${height - 16}" rx="10"/></clipPath></defs>` +
      `<rect x="2" y="2" width="${width - 4}" height="${height - 4}" rx="14" fill="${palette.from}" stroke="${palette.accent}" stroke-width="3"/>` +
      `<g clip-path="url(#card)"><g transform="translate(8 8)">${bust}</g></g>` +
      echoMotif(width - 30, 34, 18, palette.accent) +
      `<path d="M16 ${height * 0.86}H${width - 16}" stroke="${palette.accent}" stroke-dasharray="6 6" stroke-width="2"/>`,
  );
}

function typeIcon(size: number, palette: Palette, sides: number): string {
  const points = Array.from({ length: sides }, (_, i) => {
    const angle = (Math.PI * 2 * i) / sides - Math.PI / 2;
    return `${(size / 2 + Math.cos(angle) * size * 0.42).toFixed(1)},${(size / 2 + Math.sin(angle) * size * 0.42).toFixed(1)}`;
  }).join(' ');
  return svg(
    size,
    size,
    `<polygon points="${points}" fill="${palette.to}" stroke="${palette.accent}" stroke-width="2"/><circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.14}" fill="${palette.accent}"/>`,
  );
}

SLIDE_ART.forEach((palette, index) => {
  const n = index + 1;
  writeFileSync(
    path.join(out, `slide-${n}-wide.svg`),
    slide(980, 490, palette, index, cast(index, 1 + (index % 3))),
  );
  writeFileSync(
    path.join(out, `slide-${n}-portrait.svg`),
    slide(400, 560, palette, index + 1, cast(index + 2, 1)),
  );
});

ECHOMANCER_ART.forEach(({ id, palette, sides, look }, index) => {
  writeFileSync(path.join(out, `echomancer-${id}-2d.svg`), figure(320, 400, palette, look, false, index));
  writeFileSync(path.join(out, `echomancer-${id}-3d.svg`), figure(320, 400, palette, look, true, index));
  writeFileSync(path.join(out, `echomancer-${id}-ticket.svg`), ticket(180, 270, palette, look, index + 7));
  writeFileSync(path.join(out, `echomancer-${id}-type.svg`), typeIcon(40, palette, sides));
});

WORLD_ART.forEach(({ id, palette }, index) => {
  writeFileSync(path.join(out, `world-${id}.svg`), slide(480, 270, palette, index + 2, []));
});

// The key art: the landing's hero and the link preview of the game's pages.
writeFileSync(
  path.join(out, 'key-art.svg'),
  keyArt({
    width: 1200,
    height: 630,
    seed: 3,
    palette: { sky: ['#0d1330', '#3b4f8f'], ridges: ['#2a3566', '#1b2447', '#0b0f22'], accent: '#f2c14e' },
    looks: LOOKS,
  }),
);
