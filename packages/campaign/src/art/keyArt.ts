/**
 * Generated key art for a game that has none yet: a night sky over layered ridges, a glowing
 * emblem and a party of silhouettes, in the game's palette. Deterministic for a seed, text-free
 * (no name baked in: pages write the name in HTML), and small enough to ship as SVG source that
 * the build renders to AVIF/WebP/JPEG. Used by the scaffold and by campaigns without real art.
 */
export interface KeyArtPalette {
  /** Sky, top to horizon. */
  sky: [string, string];
  /** Ridges, far to near. */
  ridges: [string, string, string];
  /** Glow, emblem and rim light. */
  accent: string;
}

export interface KeyArtOptions {
  width: number;
  height: number;
  palette: KeyArtPalette;
  /** Varies the stars, the ridges and the party. */
  seed: number;
  /** Figures in the party (default 3). */
  figures?: number;
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

const round = (value: number) => Math.round(value * 10) / 10;

function ridge(width: number, height: number, base: number, amplitude: number, next: () => number): string {
  const steps = 8;
  const points = Array.from({ length: steps + 1 }, (_, i) => {
    const x = (width * i) / steps;
    const y = height * base - amplitude * height * (0.3 + next() * 0.7);
    return `${round(x)} ${round(y)}`;
  });
  return `M0 ${height}L${points.join('L')}L${width} ${height}Z`;
}

/** A standing figure: head, cloak and a raised weapon or staff, lit from behind. */
function figure(cx: number, ground: number, size: number, fill: string, rim: string, lean: number): string {
  const head = ground - size;
  const shoulders = head + size * 0.16;
  return (
    `<g>` +
    `<path d="M${round(cx - size * 0.2)} ${round(ground)}L${round(cx - size * 0.13)} ${round(shoulders + size * 0.04)}` +
    `Q${round(cx)} ${round(shoulders - size * 0.03)} ${round(cx + size * 0.13)} ${round(shoulders + size * 0.04)}` +
    `L${round(cx + size * 0.22 + lean * size * 0.1)} ${round(ground)}Z" fill="${fill}" stroke="${rim}" stroke-opacity=".55" stroke-width="${round(size * 0.012)}"/>` +
    `<circle cx="${round(cx)}" cy="${round(head + size * 0.07)}" r="${round(size * 0.075)}" fill="${fill}" stroke="${rim}" stroke-opacity=".55" stroke-width="${round(size * 0.012)}"/>` +
    `<path d="M${round(cx + size * 0.12)} ${round(shoulders + size * 0.12)}L${round(cx + size * (0.3 + lean * 0.1))} ${round(head - size * 0.12)}" stroke="${rim}" stroke-width="${round(size * 0.022)}" stroke-linecap="round"/>` +
    `</g>`
  );
}

export function keyArt({ width, height, palette, seed, figures = 3 }: KeyArtOptions): string {
  const next = random(seed);
  const stars = Array.from({ length: 40 }, () => {
    const x = round(next() * width);
    const y = round(next() * height * 0.55);
    const r = round(0.6 + next() * 1.6);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" fill-opacity="${round(0.25 + next() * 0.6)}"/>`;
  }).join('');
  const glowX = round(width * (0.35 + next() * 0.3));
  const glowY = round(height * 0.42);
  const emblemR = Math.min(width, height) * 0.2;
  const rings = [1, 0.74, 0.5]
    .map(
      (k, i) =>
        `<circle cx="${glowX}" cy="${glowY}" r="${round(emblemR * k)}" fill="none" stroke="${palette.accent}" stroke-opacity="${0.3 + i * 0.2}" stroke-width="${2 + i * 1.5}"/>`,
    )
    .join('');
  const shard = `<path d="M${glowX} ${round(glowY - emblemR * 0.85)}L${round(glowX + emblemR * 0.24)} ${glowY}L${glowX} ${round(glowY + emblemR * 0.55)}L${round(glowX - emblemR * 0.24)} ${glowY}Z" fill="${palette.accent}"/>`;
  const ridges = palette.ridges
    .map(
      (fill, i) =>
        `<path d="${ridge(width, height, 0.72 + i * 0.1, 0.16 - i * 0.04, next)}" fill="${fill}"/>`,
    )
    .join('');
  const ground = height * 0.96;
  const size = height * 0.46;
  const party = Array.from({ length: figures }, (_, i) => {
    const offset = (i - (figures - 1) / 2) * size * 0.42;
    const scale = i === Math.floor(figures / 2) ? 1.08 : 0.92;
    return figure(
      width / 2 + offset,
      ground,
      size * scale,
      palette.ridges[2],
      palette.accent,
      (next() - 0.5) * 2,
    );
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${palette.accent}" stop-opacity=".75"/><stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>${stars}` +
    `<circle cx="${glowX}" cy="${glowY}" r="${round(emblemR * 2.4)}" fill="url(#glow)"/>${rings}${shard}${ridges}${party}` +
    `</svg>\n`
  );
}
