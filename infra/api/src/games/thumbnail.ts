/**
 * Generated key art for a game (games look like games): a layered landscape in the
 * game's own colours, a motif picked from its code (moon, mech grid, race track, star field,
 * crystals, embers), a vignette and the game's name. Made here from numbers only (no fonts, images
 * or third-party art), so it is ours to license; SVG, so one file serves the 200 px thumbnail and
 * the responsive banner (it is cropped, never stretched).
 */
const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char,
  );

/** Stable hash per game code, so each game keeps its art. */
function hashOf(gameCode: string): number {
  let hash = 2166136261;
  for (const char of gameCode) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash;
}

/** A small deterministic random sequence (mulberry32) from the hash. */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const W = 400;
const H = 225;
const round = (value: number) => Math.round(value * 10) / 10;

/** A ridge line across the picture, filled down to the bottom. */
function ridge(random: () => number, baseY: number, amplitude: number, steps: number): string {
  const points: string[] = [`0,${H}`];
  for (let step = 0; step <= steps; step += 1) {
    const x = (W / steps) * step;
    points.push(`${round(x)},${round(baseY - random() * amplitude)}`);
  }
  points.push(`${W},${H}`);
  return points.join(' ');
}

type Motif = (random: () => number, hue: number) => string;

const motifs: Motif[] = [
  // A large moon with a halo.
  (_, hue) =>
    `<circle cx="300" cy="70" r="70" fill="hsl(${hue},60%,85%)" fill-opacity="0.18"/>` +
    `<circle cx="300" cy="70" r="42" fill="hsl(${hue},70%,92%)"/>` +
    `<circle cx="318" cy="60" r="38" fill="hsl(${hue},60%,30%)" fill-opacity="0.55"/>`,
  // A hexagonal tactical grid.
  (random, hue) =>
    Array.from({ length: 14 }, (_, index) => {
      const x = 40 + (index % 7) * 52 + (Math.floor(index / 7) % 2) * 26;
      const y = 40 + Math.floor(index / 7) * 45;
      const opacity = round(0.08 + random() * 0.25);
      return `<path d="M${x},${y - 20} l17,10 v20 l-17,10 l-17,-10 v-20z" fill="none" stroke="hsl(${hue},90%,70%)" stroke-opacity="${opacity}" stroke-width="2"/>`;
    }).join(''),
  // A race track sweeping to the horizon.
  (_, hue) =>
    `<path d="M120,225 C190,170 230,150 205,120 L215,120 C250,150 240,180 300,225z" fill="#0b0d14" fill-opacity="0.55"/>` +
    `<path d="M205,225 C222,180 232,150 210,121" fill="none" stroke="hsl(${hue},95%,70%)" stroke-width="3" stroke-dasharray="10 8"/>`,
  // A star field with a comet.
  (random) =>
    Array.from({ length: 40 }, () => {
      const r = round(0.6 + random() * 1.4);
      return `<circle cx="${round(random() * W)}" cy="${round(random() * 120)}" r="${r}" fill="#fff" fill-opacity="${round(0.4 + random() * 0.6)}"/>`;
    }).join('') +
    `<path d="M250,40 L360,12" stroke="#fff" stroke-opacity="0.7" stroke-width="2" stroke-linecap="round"/>`,
  // Crystals rising from the ground.
  (random, hue) =>
    Array.from({ length: 5 }, (_, index) => {
      const x = 220 + index * 34;
      const height = 50 + random() * 70;
      return `<path d="M${x},170 l12,-${round(height)} l12,${round(height)}z" fill="hsl(${(hue + 30) % 360},85%,65%)" fill-opacity="${round(0.45 + random() * 0.4)}"/>`;
    }).join(''),
  // Embers drifting up.
  (random, hue) =>
    Array.from({ length: 26 }, () => {
      const r = round(1 + random() * 2.5);
      return `<circle cx="${round(random() * W)}" cy="${round(60 + random() * 140)}" r="${r}" fill="hsl(${(hue + 20) % 360},100%,65%)" fill-opacity="${round(0.3 + random() * 0.6)}"/>`;
    }).join(''),
];

/** Key art at 400×225 (16:9) with the game's name. */
export function renderGameThumbnail(gameCode: string, name: string): string {
  const hash = hashOf(gameCode);
  const random = randomFrom(hash);
  const hue = hash % 360;
  const title = escapeXml(name);
  const motif = motifs[hash % motifs.length]!;
  const id = `g${hash.toString(36)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice" role="img" aria-label="${title}">
  <defs>
    <linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${(hue + 200) % 360}, 55%, 16%)"/>
      <stop offset="0.6" stop-color="hsl(${hue}, 65%, 38%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 30) % 360}, 80%, 58%)"/>
    </linearGradient>
    <radialGradient id="${id}-vignette" cx="0.5" cy="0.45" r="0.75">
      <stop offset="0.55" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.6"/>
    </radialGradient>
    <linearGradient id="${id}-floor" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#05060a" stop-opacity="0.85"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#${id}-sky)"/>
  ${motif(random, hue)}
  <polygon points="${ridge(random, 150, 60, 8)}" fill="hsl(${(hue + 220) % 360}, 35%, 22%)" fill-opacity="0.75"/>
  <polygon points="${ridge(random, 180, 40, 12)}" fill="hsl(${(hue + 230) % 360}, 40%, 12%)"/>
  <rect y="120" width="${W}" height="105" fill="url(#${id}-floor)"/>
  <rect width="${W}" height="${H}" fill="url(#${id}-vignette)"/>
  <text x="24" y="198" font-family="system-ui, sans-serif" font-size="30" font-weight="800" letter-spacing="1" fill="#000" fill-opacity="0.45" transform="translate(2 2)">${title}</text>
  <text x="24" y="198" font-family="system-ui, sans-serif" font-size="30" font-weight="800" letter-spacing="1" fill="#ffffff">${title}</text>
</svg>
`;
}
