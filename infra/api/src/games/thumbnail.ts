/**
 * Generated key art for a game (games look like games): the campaign kit's key-art scene (a great
 * light and its rays, towers or a lit city, ridges in haze, an armed party, embers) in colours and
 * a composition picked from the game's code. No words are drawn: pages write the game's name over
 * or beside the picture, so no crop cuts a title. Made here from numbers only (no
 * fonts, images or third-party art), so it is ours to license; SVG, so one file serves the 200 px
 * thumbnail and the responsive banner (it is cropped, never stretched).
 */
import { keyArt, paletteOf } from '@portal/campaign/key-art';
// HTML's escaping is XML's too: its five entities (the apostrophe as &#39;) are all valid in SVG.
import { escapeHtml } from '@portal/contracts/html';

/** Stable hash per game code, so each game keeps its art. */
function hashOf(gameCode: string): number {
  let hash = 2166136261;
  for (const char of gameCode) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash;
}

/** `#rrggbb` of a hue (degrees), saturation and lightness (0–1). */
function hexOf(hue: number, saturation: number, lightness: number): string {
  const k = (n: number) => (n + hue / 30) % 12;
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) =>
    Math.round(255 * (lightness - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Skies that read as dusk or night (deep blues, violets, crimson, amber, teal), not a sickly green. */
const SKY_HUES = [215, 240, 265, 290, 320, 345, 10, 25, 185] as const;

const W = 400;
const H = 225;

/** Key art at 400×225 (16:9); the name is only its accessible label. */
export function renderGameThumbnail(gameCode: string, name: string): string {
  const hash = hashOf(gameCode);
  const hue = (SKY_HUES[hash % SKY_HUES.length]! + ((hash >>> 8) % 16)) % 360;
  const title = escapeHtml(name);
  const palette = paletteOf(
    hexOf((hue + 220) % 360, 0.55, 0.12),
    hexOf(hue, 0.6, 0.4),
    hexOf((hue + 40) % 360, 0.95, 0.7),
  );
  const scene = keyArt({
    width: W,
    height: H,
    seed: hash,
    palette,
    figures: 1 + (hash % 4),
    skyline: hash % 2 ? 'city' : 'towers',
  });
  return scene.replace(
    /^<svg ([^>]*)>/,
    `<svg $1 preserveAspectRatio="xMidYMid slice" role="img" aria-label="${title}">`,
  );
}
