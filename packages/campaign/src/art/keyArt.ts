/**
 * Generated key art for a game that has none yet: a layered night scene in the game's palette
 * (sky, a great light with its rays and sigil, far towers, ridges in haze, a lit party of armed
 * silhouettes, drifting embers, a vignette). Deterministic for a seed, text-free (pages write the
 * name in HTML), and small SVG source that the build renders to AVIF/WebP/JPEG at each width.
 * One figure makes a character portrait; a wide frame with several makes a hero or a slide.
 */
import { characterFigure, generatedLook, type CharacterLook } from './character';
import { shade } from './colour';

export { characterFigure, type CharacterLook } from './character';
export { shade } from './colour';

export interface KeyArtPalette {
  /** Sky, top to horizon. */
  sky: [string, string];
  /** Ridges, far to near (the nearest is the silhouettes' colour). */
  ridges: [string, string, string];
  /** The light: glow, sigil, rim light and embers. */
  accent: string;
}

export interface KeyArtOptions {
  width: number;
  height: number;
  palette: KeyArtPalette;
  /** Varies the stars, the ridges, the towers, the weapons and the embers. */
  seed: number;
  /** Figures in the party (default 3; 1 draws a portrait, 0 a landscape). */
  figures?: number;
  /** The party's looks, left to right (instead of `figures` drawn from the seed). */
  looks?: readonly CharacterLook[];
  /** What stands on the far ridge: a castle's towers (default) or a city's lit blocks. */
  skyline?: 'towers' | 'city';
  /** Drawn in front of the land and behind the embers: a generated character, for instance. */
  foreground?: string;
}

/** A small deterministic generator (mulberry32): the same seed draws the same picture. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (value: number) => Math.round(value * 10) / 10;

/** A ridge line across the picture (smoothed with quadratic curves), filled to the bottom. */
function ridge(width: number, height: number, base: number, amplitude: number, next: () => number): string {
  const steps = 9;
  const points: [number, number][] = Array.from({ length: steps + 1 }, (_, i) => [
    (width * i) / steps,
    height * base - amplitude * height * (0.25 + next() * 0.75),
  ]);
  let path = `M0 ${height}L0 ${r1(points[0]![1])}`;
  for (let i = 1; i < points.length; i += 1) {
    const [x0, y0] = points[i - 1]!;
    const [x1, y1] = points[i]!;
    path += `Q${r1(x0 + (x1 - x0) * 0.5)} ${r1(Math.min(y0, y1) - amplitude * height * 0.15)} ${r1(x1)} ${r1(y1)}`;
  }
  return `${path}L${width} ${height}Z`;
}

/** Towers or lit city blocks standing on the far ridge, each with a few lit windows. */
function skylineOf(
  kind: 'towers' | 'city',
  width: number,
  horizon: number,
  fill: string,
  accent: string,
  next: () => number,
): string {
  const count = kind === 'city' ? 14 : 5;
  const start = width * (kind === 'city' ? 0.02 : 0.08 + next() * 0.5);
  const span = kind === 'city' ? width * 0.96 : width * 0.3;
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const w = (span / count) * (0.6 + next() * 0.35);
    const x = start + (span / count) * i;
    const h = horizon * (kind === 'city' ? 0.12 + next() * 0.28 : 0.1 + next() * 0.22);
    const top = horizon - h;
    const roof = kind === 'towers' ? `L${r1(x + w / 2)} ${r1(top - w * 1.1)}` : '';
    out += `<path d="M${r1(x)} ${r1(horizon + 4)}V${r1(top)}${roof}L${r1(x + w)} ${r1(top)}V${r1(horizon + 4)}Z" fill="${fill}"/>`;
    const lit = kind === 'city' ? 3 : 1;
    for (let k = 0; k < lit; k += 1)
      if (next() > 0.35)
        out += `<rect x="${r1(x + w * (0.2 + next() * 0.5))}" y="${r1(top + h * (0.15 + next() * 0.6))}" width="${r1(Math.max(2, w * 0.14))}" height="${r1(Math.max(3, w * 0.2))}" fill="${accent}" fill-opacity="${r1(0.5 + next() * 0.5)}"/>`;
  }
  return out;
}

export function keyArt({
  width,
  height,
  palette,
  seed,
  figures: count = 3,
  looks,
  skyline = 'towers',
  foreground = '',
}: KeyArtOptions): string {
  const next = random(seed);
  const figures = looks?.length ?? count;
  const portrait = figures === 1;
  const minSide = Math.min(width, height);
  const stars = Array.from({ length: 46 }, () => {
    const y = next() * height * 0.5;
    return `<circle cx="${r1(next() * width)}" cy="${r1(y)}" r="${r1(0.5 + next() * 1.5)}" fill="#fff" fill-opacity="${r1(0.2 + next() * 0.6 * (1 - y / height))}"/>`;
  }).join('');
  const lightX = r1(width * (portrait ? 0.5 : 0.3 + next() * 0.4));
  const lightY = r1(height * (portrait ? 0.3 : 0.34));
  const sigilR = minSide * (portrait ? 0.3 : 0.2);
  const rays = Array.from({ length: 7 }, (_, i) => {
    const angle = Math.PI * (0.12 + (i / 6) * 0.76) + (next() - 0.5) * 0.1;
    const spread = 0.03 + next() * 0.03;
    const far = Math.hypot(width, height);
    const point = (a: number) => `${r1(lightX + Math.cos(a) * far)} ${r1(lightY + Math.sin(a) * far)}`;
    return `<path d="M${lightX} ${lightY}L${point(angle - spread)}L${point(angle + spread)}Z" fill="url(#ray)"/>`;
  }).join('');
  const sigil =
    [1, 0.74, 0.5]
      .map(
        (k, i) =>
          `<circle cx="${lightX}" cy="${lightY}" r="${r1(sigilR * k)}" fill="none" stroke="${palette.accent}" stroke-opacity="${0.25 + i * 0.2}" stroke-width="${r1(minSide * (0.003 + i * 0.002))}"${i === 0 ? ` stroke-dasharray="${r1(sigilR * 0.2)} ${r1(sigilR * 0.08)}"` : ''}/>`,
      )
      .join('') +
    `<circle cx="${lightX}" cy="${lightY}" r="${r1(sigilR * 0.36)}" fill="url(#core)"/>` +
    `<path d="M${lightX} ${r1(lightY - sigilR * 0.85)}L${r1(lightX + sigilR * 0.2)} ${lightY}L${lightX} ${r1(lightY + sigilR * 0.55)}L${r1(lightX - sigilR * 0.2)} ${lightY}Z" fill="${palette.accent}"/>`;
  const horizon = height * 0.66;
  const towers = skylineOf(skyline, width, horizon, palette.ridges[0], palette.accent, next);
  const ridges = palette.ridges
    .map(
      (fill, i) =>
        `<path d="${ridge(width, height, 0.7 + i * 0.1, 0.15 - i * 0.035, next)}" fill="${fill}"/>` +
        (i < 2
          ? `<rect y="${r1(height * (0.56 + i * 0.1))}" width="${width}" height="${r1(height * 0.2)}" fill="url(#haze)"/>`
          : ''),
    )
    .join('');
  // The party: generated characters in the game's colours, the middle one in front and taller.
  const ground = height * (portrait ? 0.99 : 0.96);
  const size = height * (portrait ? 0.8 : 0.6);
  const middle = (figures - 1) / 2;
  const colours = { main: shade(palette.sky[1], 0.7), second: palette.ridges[1], light: palette.accent };
  const party = Array.from({ length: figures }, (_, i) => ({
    i,
    depth: Math.abs(i - middle),
    look: looks?.[i] ?? generatedLook(next, colours),
  }))
    .sort((a, b) => b.depth - a.depth)
    .map(({ i, depth, look }) => {
      const k = (size * (1 - depth * 0.08)) / 400;
      const x = width / 2 + (i - middle) * 175 * k - 100 * k;
      const y = ground - depth * size * 0.05 - 400 * k;
      return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${Math.round(k * 1000) / 1000})">${characterFigure(look, palette.accent, 'flat', `f${i}`)}</g>`;
    })
    .join('');
  const embers = Array.from({ length: 22 }, () => {
    const x = next() * width;
    const y = height * (0.4 + next() * 0.55);
    return `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(minSide * (0.002 + next() * 0.005))}" fill="${palette.accent}" fill-opacity="${r1(0.3 + next() * 0.6)}"/>`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<defs>` +
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset=".7" stop-color="${palette.sky[1]}"/><stop offset="1" stop-color="${palette.accent}" stop-opacity=".9"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${palette.accent}" stop-opacity=".8"/><stop offset=".4" stop-color="${palette.accent}" stop-opacity=".25"/><stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="core"><stop offset="0" stop-color="#fff"/><stop offset=".6" stop-color="${palette.accent}"/><stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="orb"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="ray" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.accent}" stop-opacity=".16"/><stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="haze" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[1]}" stop-opacity="0"/><stop offset=".5" stop-color="${palette.sky[1]}" stop-opacity=".45"/><stop offset="1" stop-color="${palette.sky[1]}" stop-opacity="0"/></linearGradient>` +
    `<radialGradient id="vignette" cx=".5" cy=".45" r=".75"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".55"/></radialGradient>` +
    `</defs>` +
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>${stars}` +
    `<circle cx="${lightX}" cy="${lightY}" r="${r1(sigilR * 2.6)}" fill="url(#glow)"/>${rays}${sigil}${towers}${ridges}${party}${foreground}${embers}` +
    `<rect width="${width}" height="${height}" fill="url(#vignette)"/>` +
    `</svg>\n`
  );
}

/** A key-art palette from a picture's two colours and its light: ridges darken toward the viewer. */
export function paletteOf(from: string, to: string, accent: string): KeyArtPalette {
  return {
    sky: [shade(from, 0.8), to],
    ridges: [shade(to, 0.6), shade(from, 0.6), shade(from, 0.35)],
    accent,
  };
}

export interface CharacterArtOptions {
  width: number;
  height: number;
  look: CharacterLook;
  palette: KeyArtPalette;
  seed: number;
  skyline?: 'towers' | 'city';
  /** `lit` shades the figure (the "3D" view); `flat` keeps the poster colours. */
  shading?: 'flat' | 'lit';
  /** The figure's height as a share of the picture's (default 0.9; a bust crops below the waist). */
  scale?: number;
  /** Where the feet stand, as a share of the height (default 0.99). */
  ground?: number;
}

/** A character standing in front of the game's scene (sky, light, skyline, ridges, embers). */
export function characterArt({
  width,
  height,
  look,
  palette,
  seed,
  skyline,
  shading = 'flat',
  scale = 0.9,
  ground = 0.99,
}: CharacterArtOptions): string {
  const k = (height * scale) / 400;
  const x = width / 2 - 100 * k;
  const y = height * ground - 400 * k;
  const person = `<g transform="translate(${r1(x)} ${r1(y)}) scale(${Math.round(k * 1000) / 1000})">${characterFigure(look, palette.accent, shading)}</g>`;
  return keyArt({ width, height, palette, seed, figures: 0, skyline, foreground: person });
}
