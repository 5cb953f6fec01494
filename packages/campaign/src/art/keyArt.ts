/**
 * Generated key art for a game that has none yet: a layered night scene in the game's palette
 * (sky, a great light with its rays and sigil, far towers, ridges in haze, a lit party of armed
 * silhouettes, drifting embers, a vignette). Deterministic for a seed, text-free (pages write the
 * name in HTML), and small SVG source that the build renders to AVIF/WebP/JPEG at each width.
 * One figure makes a character portrait; a wide frame with several makes a hero or a slide.
 */
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
  /** What stands on the far ridge: a castle's towers (default) or a city's lit blocks. */
  skyline?: 'towers' | 'city';
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

type Weapon = 'sword' | 'staff' | 'spear' | 'bow';
const WEAPONS: readonly Weapon[] = ['sword', 'staff', 'spear', 'bow'];

/** What the figure holds: a blade, a staff with a glowing orb, a spear or a drawn bow. */
function weaponOf(
  weapon: Weapon,
  cx: number,
  head: number,
  shoulders: number,
  size: number,
  accent: string,
): string {
  const s = (k: number) => r1(size * k);
  const hand = { x: cx + size * 0.15, y: shoulders + size * 0.2 };
  const stroke = `stroke="${accent}" stroke-linecap="round"`;
  switch (weapon) {
    case 'sword':
      return (
        `<path d="M${r1(hand.x)} ${r1(hand.y)}L${r1(hand.x + size * 0.2)} ${r1(head - size * 0.25)}" ${stroke} stroke-width="${s(0.03)}"/>` +
        `<path d="M${r1(hand.x - size * 0.04)} ${r1(hand.y - size * 0.03)}L${r1(hand.x + size * 0.06)} ${r1(hand.y + size * 0.02)}" ${stroke} stroke-width="${s(0.025)}"/>`
      );
    case 'staff':
      return (
        `<path d="M${r1(hand.x)} ${r1(hand.y + size * 0.5)}L${r1(hand.x + size * 0.04)} ${r1(head - size * 0.12)}" ${stroke} stroke-width="${s(0.02)}"/>` +
        `<circle cx="${r1(hand.x + size * 0.04)}" cy="${r1(head - size * 0.16)}" r="${s(0.09)}" fill="url(#orb)"/>`
      );
    case 'spear':
      return (
        `<path d="M${r1(hand.x - size * 0.08)} ${r1(hand.y + size * 0.45)}L${r1(hand.x + size * 0.12)} ${r1(head - size * 0.3)}" ${stroke} stroke-width="${s(0.018)}"/>` +
        `<path d="M${r1(hand.x + size * 0.12)} ${r1(head - size * 0.42)}l${s(0.035)} ${s(0.12)}h-${s(0.07)}Z" fill="${accent}"/>`
      );
    case 'bow':
      return `<path d="M${r1(hand.x + size * 0.02)} ${r1(shoulders - size * 0.2)}Q${r1(hand.x + size * 0.22)} ${r1(hand.y)} ${r1(hand.x + size * 0.02)} ${r1(hand.y + size * 0.3)}" fill="none" ${stroke} stroke-width="${s(0.018)}"/>`;
  }
}

/** A standing figure in a flaring cloak with pauldrons and a weapon, lit from behind. */
function figure(
  cx: number,
  ground: number,
  size: number,
  fill: string,
  accent: string,
  lean: number,
  weapon: Weapon,
): string {
  const head = ground - size;
  const shoulders = head + size * 0.17;
  const s = (k: number) => r1(size * k);
  const rim = `stroke="${accent}" stroke-opacity=".6" stroke-width="${s(0.012)}"`;
  const cloak =
    `M${r1(cx - size * 0.12)} ${r1(shoulders)}` +
    `Q${r1(cx - size * 0.2)} ${r1(shoulders + size * 0.4)} ${r1(cx - size * (0.3 + lean * 0.06))} ${r1(ground)}` +
    `L${r1(cx + size * (0.26 + lean * 0.08))} ${r1(ground)}` +
    `Q${r1(cx + size * 0.17)} ${r1(shoulders + size * 0.4)} ${r1(cx + size * 0.12)} ${r1(shoulders)}Z`;
  return (
    `<ellipse cx="${r1(cx)}" cy="${r1(ground)}" rx="${s(0.34)}" ry="${s(0.04)}" fill="#000" fill-opacity=".45"/>` +
    `<path d="${cloak}" fill="${fill}" ${rim}/>` +
    `<path d="M${r1(cx - size * 0.17)} ${r1(shoulders + size * 0.06)}q${s(0.05)} -${s(0.08)} ${s(0.1)} -${s(0.04)}M${r1(cx + size * 0.07)} ${r1(shoulders + size * 0.02)}q${s(0.05)} -${s(0.04)} ${s(0.1)} ${s(0.04)}" fill="none" ${rim}/>` +
    `<path d="M${r1(cx - size * 0.075)} ${r1(head + size * 0.14)}Q${r1(cx - size * 0.08)} ${r1(head)} ${r1(cx)} ${r1(head - size * 0.01)}Q${r1(cx + size * 0.08)} ${r1(head)} ${r1(cx + size * 0.075)} ${r1(head + size * 0.14)}Z" fill="${fill}" ${rim}/>` +
    `<path d="M${r1(cx - size * 0.03)} ${r1(head + size * 0.07)}h${s(0.06)}" stroke="${accent}" stroke-width="${s(0.012)}" stroke-linecap="round"/>` +
    weaponOf(weapon, cx, head, shoulders, size, accent)
  );
}

export function keyArt({
  width,
  height,
  palette,
  seed,
  figures = 3,
  skyline = 'towers',
}: KeyArtOptions): string {
  const next = random(seed);
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
  const ground = height * (portrait ? 0.98 : 0.95);
  const size = height * (portrait ? 0.72 : 0.46);
  const party = Array.from({ length: figures }, (_, i) => {
    const offset = (i - (figures - 1) / 2) * size * 0.5;
    const leader = i === Math.floor(figures / 2);
    return figure(
      width / 2 + offset,
      ground - (leader ? 0 : size * 0.03),
      size * (leader ? 1.08 : 0.9),
      palette.ridges[2],
      palette.accent,
      (next() - 0.5) * 2,
      WEAPONS[Math.floor(next() * WEAPONS.length)]!,
    );
  }).join('');
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
    `<circle cx="${lightX}" cy="${lightY}" r="${r1(sigilR * 2.6)}" fill="url(#glow)"/>${rays}${sigil}${towers}${ridges}${party}${embers}` +
    `<rect width="${width}" height="${height}" fill="url(#vignette)"/>` +
    `</svg>\n`
  );
}

/** `#rrggbb` scaled toward black (k < 1) or white (k > 1). */
function shade(hex: string, k: number): string {
  const channel = (i: number) => {
    const value = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
    const out = k <= 1 ? value * k : value + (255 - value) * (k - 1);
    return Math.round(Math.min(255, Math.max(0, out)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

/** A key-art palette from a picture's two colours and its light: ridges darken toward the viewer. */
export function paletteOf(from: string, to: string, accent: string): KeyArtPalette {
  return {
    sky: [shade(from, 0.8), to],
    ridges: [shade(to, 0.6), shade(from, 0.6), shade(from, 0.35)],
    accent,
  };
}
