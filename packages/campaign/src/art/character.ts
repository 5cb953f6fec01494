/**
 * Generated characters for games without real art yet: a standing figure with a face, hair, a
 * costume and a prop, each chosen from a small set so every hero of a game has its own shape and
 * palette. Drawn in a 200 × 400 box (feet at the bottom) and placed with a transform, so a portrait,
 * a phone background, a ticket or a bust all draw the same person. Text-free and deterministic.
 */
import { shade } from './colour';

export type Build = 'slim' | 'broad' | 'small';
export type HairStyle = 'long' | 'short' | 'spiky' | 'bun' | 'hood' | 'bob';
export type Outfit = 'robe' | 'armor' | 'jacket' | 'coat' | 'hoodie';
export type Prop =
  | 'staff'
  | 'sword'
  | 'hammer'
  | 'bow'
  | 'book'
  | 'lantern'
  | 'phone'
  | 'wrench'
  | 'camera'
  | 'guitar'
  | 'chess'
  | 'none';

export interface CharacterLook {
  build: Build;
  hair: HairStyle;
  outfit: Outfit;
  prop: Prop;
  skin: string;
  hairColor: string;
  /** Costume: main cloth, second cloth (sleeves, trousers, lining) and trim. */
  cloth: [string, string, string];
  /** Eyes and the glow of the prop. */
  eyes: string;
  cape?: boolean;
}

const r1 = (value: number) => Math.round(value * 10) / 10;

interface Frame {
  /** Half the shoulders' width, the waist's and the hips'. */
  shoulder: number;
  waist: number;
  hip: number;
  /** Head radius and its centre's height. */
  head: number;
  headY: number;
  neckY: number;
  hipY: number;
}

const FRAMES: Record<Build, Frame> = {
  slim: { shoulder: 40, waist: 27, hip: 33, head: 29, headY: 58, neckY: 96, hipY: 228 },
  broad: { shoulder: 54, waist: 38, hip: 40, head: 28, headY: 60, neckY: 98, hipY: 226 },
  small: { shoulder: 36, waist: 28, hip: 32, head: 34, headY: 92, neckY: 134, hipY: 250 },
};

function hairBack(look: CharacterLook, f: Frame): string {
  const { head: h, headY: y } = f;
  const c = look.hairColor;
  switch (look.hair) {
    case 'long':
      return `<path d="M${100 - h * 1.05} ${y}Q${100 - h * 1.3} ${y + h * 3} ${100 - h * 0.9} ${y + h * 4.6}L${100 + h * 0.9} ${y + h * 4.6}Q${100 + h * 1.3} ${y + h * 3} ${100 + h * 1.05} ${y}Z" fill="${shade(c, 0.8)}"/>`;
    case 'bun':
      return `<circle cx="100" cy="${y - h * 1.05}" r="${r1(h * 0.55)}" fill="${c}"/><circle cx="100" cy="${y - h * 1.05}" r="${r1(h * 0.55)}" fill="none" stroke="${look.cloth[2]}" stroke-width="3" stroke-dasharray="4 5"/>`;
    case 'hood':
      return `<path d="M${100 - h * 1.45} ${f.neckY + 14}Q${100 - h * 1.6} ${y - h * 1.5} 100 ${y - h * 1.45}Q${100 + h * 1.6} ${y - h * 1.5} ${100 + h * 1.45} ${f.neckY + 14}Z" fill="${look.cloth[0]}"/>`;
    case 'bob':
      return `<path d="M${100 - h * 1.15} ${y}Q${100 - h * 1.25} ${y + h * 1.3} ${100 - h * 0.8} ${y + h * 1.25}L${100 + h * 0.8} ${y + h * 1.25}Q${100 + h * 1.25} ${y + h * 1.3} ${100 + h * 1.15} ${y}Z" fill="${shade(c, 0.85)}"/>`;
    default:
      return '';
  }
}

function hairFront(look: CharacterLook, f: Frame): string {
  const { head: h, headY: y } = f;
  const c = look.hairColor;
  const shine = `<path d="M${100 - h * 0.5} ${y - h * 0.78}q${r1(h * 0.4)} -${r1(h * 0.14)} ${r1(h * 0.8)} 0" stroke="#fff" stroke-opacity=".35" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  switch (look.hair) {
    case 'spiky': {
      const spikes = [-1.1, -0.7, -0.25, 0.2, 0.65, 1.1]
        .map(
          (k, i) =>
            `L${r1(100 + h * k)} ${r1(y - h * (1.55 + (i % 2) * 0.35))}L${r1(100 + h * (k + 0.22))} ${r1(y - h * 0.85)}`,
        )
        .join('');
      return `<path d="M${100 - h * 1.05} ${y + h * 0.1}${spikes}L${100 + h * 1.08} ${y + h * 0.15}Q${100 + h * 0.9} ${y - h * 0.4} ${100 + h * 0.2} ${y - h * 0.5}L${100 - h * 0.3} ${y - h * 0.25}L${100 - h * 0.5} ${y - h * 0.55}Q${100 - h * 0.95} ${y - h * 0.3} ${100 - h * 1.05} ${y + h * 0.1}Z" fill="${c}"/>${shine}`;
    }
    case 'short':
      return `<path d="M${100 - h * 1.04} ${y + h * 0.05}Q${100 - h * 1.1} ${y - h * 1.2} 100 ${y - h * 1.12}Q${100 + h * 1.1} ${y - h * 1.2} ${100 + h * 1.04} ${y + h * 0.05}Q${100 + h * 0.6} ${y - h * 0.55} ${100 - h * 0.1} ${y - h * 0.45}Q${100 - h * 0.7} ${y - h * 0.4} ${100 - h * 1.04} ${y + h * 0.05}Z" fill="${c}"/>${shine}`;
    case 'hood':
      return (
        `<path d="M${100 - h * 1.25} ${y + h * 0.6}Q${100 - h * 1.3} ${y - h * 1.35} 100 ${y - h * 1.3}Q${100 + h * 1.3} ${y - h * 1.35} ${100 + h * 1.25} ${y + h * 0.6}Q${100 + h * 1.05} ${y - h * 0.8} 100 ${y - h * 0.85}Q${100 - h * 1.05} ${y - h * 0.8} ${100 - h * 1.25} ${y + h * 0.6}Z" fill="${shade(look.cloth[0], 1.15)}" stroke="${look.cloth[2]}" stroke-width="2"/>` +
        `<path d="M${100 - h * 0.8} ${y - h * 0.55}Q100 ${y - h * 0.95} ${100 + h * 0.8} ${y - h * 0.55}L${100 + h * 0.5} ${y - h * 0.35}Q100 ${y - h * 0.6} ${100 - h * 0.5} ${y - h * 0.35}Z" fill="${c}"/>`
      );
    default:
      // long, bun, bob: a fringe parted to one side.
      return `<path d="M${100 - h * 1.08} ${y + h * 0.35}Q${100 - h * 1.15} ${y - h * 1.15} 100 ${y - h * 1.1}Q${100 + h * 1.15} ${y - h * 1.15} ${100 + h * 1.08} ${y + h * 0.35}Q${100 + h * 0.85} ${y - h * 0.35} ${100 + h * 0.25} ${y - h * 0.5}Q${100 - h * 0.2} ${y - h * 0.1} ${100 - h * 0.75} ${y - h * 0.15}Q${100 - h * 0.95} ${y} ${100 - h * 1.08} ${y + h * 0.35}Z" fill="${c}"/>${shine}`;
  }
}

function face(look: CharacterLook, f: Frame): string {
  const { head: h, headY: y } = f;
  const eye = (side: number) =>
    `<ellipse cx="${r1(100 + side * h * 0.38)}" cy="${r1(y + h * 0.1)}" rx="${r1(h * 0.13)}" ry="${r1(h * 0.19)}" fill="${shade(look.eyes, 0.55)}"/>` +
    `<ellipse cx="${r1(100 + side * h * 0.38)}" cy="${r1(y + h * 0.14)}" rx="${r1(h * 0.09)}" ry="${r1(h * 0.12)}" fill="${look.eyes}"/>` +
    `<circle cx="${r1(100 + side * h * 0.38 + h * 0.05)}" cy="${r1(y + h * 0.02)}" r="${r1(h * 0.05)}" fill="#fff"/>` +
    `<path d="M${r1(100 + side * h * 0.22)} ${r1(y - h * 0.2)}l${r1(side * h * 0.3)} -${r1(h * 0.04)}" stroke="${shade(look.hairColor, 0.7)}" stroke-width="2.5" stroke-linecap="round"/>`;
  return (
    `<rect x="${100 - h * 0.3}" y="${y + h * 0.6}" width="${r1(h * 0.6)}" height="${r1(f.neckY - y - h * 0.4)}" fill="${shade(look.skin, 0.85)}"/>` +
    `<ellipse cx="${r1(100 - h * 0.98)}" cy="${r1(y + h * 0.15)}" rx="${r1(h * 0.14)}" ry="${r1(h * 0.22)}" fill="${look.skin}"/>` +
    `<ellipse cx="${r1(100 + h * 0.98)}" cy="${r1(y + h * 0.15)}" rx="${r1(h * 0.14)}" ry="${r1(h * 0.22)}" fill="${look.skin}"/>` +
    `<path d="M${100 - h} ${y - h * 0.2}Q${100 - h} ${y + h * 0.75} 100 ${y + h * 1.02}Q${100 + h} ${y + h * 0.75} ${100 + h} ${y - h * 0.2}Q${100 + h} ${y - h} 100 ${y - h}Q${100 - h} ${y - h} ${100 - h} ${y - h * 0.2}Z" fill="${look.skin}"/>` +
    eye(-1) +
    eye(1) +
    `<ellipse cx="${r1(100 - h * 0.55)}" cy="${r1(y + h * 0.45)}" rx="${r1(h * 0.14)}" ry="${r1(h * 0.07)}" fill="#ff7a8a" fill-opacity=".35"/>` +
    `<ellipse cx="${r1(100 + h * 0.55)}" cy="${r1(y + h * 0.45)}" rx="${r1(h * 0.14)}" ry="${r1(h * 0.07)}" fill="#ff7a8a" fill-opacity=".35"/>` +
    `<path d="M${r1(100 - h * 0.14)} ${r1(y + h * 0.58)}q${r1(h * 0.14)} ${r1(h * 0.1)} ${r1(h * 0.28)} 0" stroke="${shade(look.skin, 0.5)}" stroke-width="2" fill="none" stroke-linecap="round"/>`
  );
}

interface BodyParts {
  cape: string;
  legs: string;
  costume: string;
  arms: string;
}

function body(look: CharacterLook, f: Frame): BodyParts {
  const [main, second, trim] = look.cloth;
  const { shoulder: s, waist: w, hip: p, neckY: n, hipY: hy } = f;
  const top = n + 6;
  const legs =
    `<path d="M${100 - p + 4} ${hy}L${100 - 24} 380L${100 - 6} 380L${100 - 3} ${hy + 20}L${100 + 3} ${hy + 20}L${100 + 6} 380L${100 + 24} 380L${100 + p - 4} ${hy}Z" fill="${shade(second, 0.7)}"/>` +
    `<path d="M${100 - 30} 372h27v24h-34q-3 0 0 -8Z" fill="${shade(main, 0.45)}"/><path d="M${100 + 30} 372h-27v24h34q3 0 0 -8Z" fill="${shade(main, 0.45)}"/>`;
  const sleeve = (side: number) => {
    const x0 = 100 + side * (s - 6);
    const hand = { x: 100 + side * (s + 8), y: hy + 8 };
    return (
      `<path d="M${x0 - side * 8} ${top + 4}Q${x0 + side * 16} ${top + 10} ${hand.x + side * 6} ${hand.y - 14}L${hand.x - side * 10} ${hand.y - 10}Q${x0 - side * 2} ${top + 50} ${x0 - side * 12} ${top + 40}Z" fill="${second}"/>` +
      `<path d="M${hand.x + side * 7} ${hand.y - 16}L${hand.x - side * 11} ${hand.y - 11}" stroke="${trim}" stroke-width="4"/>` +
      `<circle cx="${hand.x}" cy="${hand.y}" r="8" fill="${look.skin}"/>`
    );
  };
  const torso = (bottom: number, flare: number) =>
    `<path d="M${100 - s} ${top + 8}Q${100 - s} ${top} ${100 - s + 10} ${top}L${100 + s - 10} ${top}Q${100 + s} ${top} ${100 + s} ${top + 8}L${100 + w} ${hy - 30}L${100 + p + flare} ${bottom}L${100 - p - flare} ${bottom}L${100 - w} ${hy - 30}Z" fill="${main}"/>`;
  const belt = `<rect x="${100 - w - 2}" y="${hy - 34}" width="${(w + 2) * 2}" height="9" fill="${trim}"/><rect x="94" y="${hy - 36}" width="12" height="13" rx="2" fill="${shade(trim, 1.3)}" stroke="${shade(trim, 0.6)}" stroke-width="1.5"/>`;
  let costume: string;
  switch (look.outfit) {
    case 'robe':
      costume =
        torso(376, 26) +
        `<path d="M${100 - p - 24} 376L${100 + p + 24} 376L${100 + p + 22} 362L${100 - p - 22} 362Z" fill="${trim}"/>` +
        `<path d="M100 ${top}V372" stroke="${trim}" stroke-width="3"/>` +
        `<path d="M${100 - 16} ${top}L100 ${top + 26}L${100 + 16} ${top}" fill="${second}" stroke="${trim}" stroke-width="2"/>` +
        belt;
      break;
    case 'armor':
      costume =
        torso(hy + 38, 6) +
        `<path d="M${100 - w + 4} ${top + 20}Q100 ${top + 6} ${100 + w - 4} ${top + 20}L${100 + w - 6} ${hy - 40}Q100 ${hy - 30} ${100 - w + 6} ${hy - 40}Z" fill="${shade(second, 1.25)}" stroke="${trim}" stroke-width="2"/>` +
        `<ellipse cx="${100 - s + 2}" cy="${top + 10}" rx="20" ry="14" fill="${shade(second, 1.1)}" stroke="${trim}" stroke-width="2"/>` +
        `<ellipse cx="${100 + s - 2}" cy="${top + 10}" rx="20" ry="14" fill="${shade(second, 1.1)}" stroke="${trim}" stroke-width="2"/>` +
        `<path d="M${100 - 10} ${top + 34}L100 ${top + 52}L${100 + 10} ${top + 34}Z" fill="${trim}"/>` +
        belt;
      break;
    case 'coat':
      costume =
        torso(336, 16) +
        `<path d="M100 ${top + 4}L${100 - 12} 336H${100 + 12}Z" fill="${shade(second, 1.2)}"/>` +
        `<path d="M${100 - 20} ${top}L100 ${top + 40}L${100 - 4} ${top + 70}L${100 - 26} ${top + 12}Z" fill="${shade(main, 1.25)}"/>` +
        `<path d="M${100 + 20} ${top}L100 ${top + 40}L${100 + 4} ${top + 70}L${100 + 26} ${top + 12}Z" fill="${shade(main, 1.25)}"/>` +
        `<circle cx="${100 - 16}" cy="${top + 92}" r="3" fill="${trim}"/><circle cx="${100 - 16}" cy="${top + 112}" r="3" fill="${trim}"/>` +
        `<path d="M${100 - p - 16} 330H${100 + p + 16}" stroke="${trim}" stroke-width="4"/>`;
      break;
    case 'hoodie':
      costume =
        torso(hy + 14, 2) +
        `<path d="M${100 - 30} ${top - 2}Q100 ${top + 26} ${100 + 30} ${top - 2}" stroke="${shade(main, 0.7)}" stroke-width="8" fill="none"/>` +
        `<path d="M${100 - 6} ${top + 14}v26M${100 + 6} ${top + 14}v22" stroke="${trim}" stroke-width="3" stroke-linecap="round"/>` +
        `<rect x="${100 - 26}" y="${hy - 30}" width="52" height="26" rx="8" fill="${shade(main, 0.85)}"/>` +
        `<path d="M${100 - 22} ${top + 60}h44" stroke="${trim}" stroke-width="10" stroke-opacity=".8"/>`;
      break;
    default:
      // jacket: open over a shirt, to the hips.
      costume =
        torso(hy + 22, 4) +
        `<path d="M${100 - 14} ${top}L${100 + 14} ${top}L${100 + 10} ${hy + 22}L${100 - 10} ${hy + 22}Z" fill="${second}"/>` +
        `<path d="M${100 - 14} ${top}L${100 - 4} ${top + 50}L${100 - 22} ${top + 8}Z" fill="${shade(main, 1.3)}"/><path d="M${100 + 14} ${top}L${100 + 4} ${top + 50}L${100 + 22} ${top + 8}Z" fill="${shade(main, 1.3)}"/>` +
        `<rect x="${100 + w - 22}" y="${top + 30}" width="14" height="10" rx="2" fill="${trim}"/>`;
  }
  const cape = look.cape
    ? `<path d="M${100 - s + 4} ${top + 4}Q${100 - s - 30} 260 ${100 - s - 22} 388L${100 + s + 22} 388Q${100 + s + 30} 260 ${100 + s - 4} ${top + 4}Z" fill="${shade(second, 0.75)}" stroke="${trim}" stroke-width="2"/>`
    : '';
  return { cape, legs, costume, arms: sleeve(-1) + sleeve(1) };
}

function propOf(look: CharacterLook, f: Frame, glowId: string): string {
  const hand = { x: 100 + (f.shoulder + 8), y: f.hipY + 8 };
  const glow = look.eyes;
  const metal = shade(look.cloth[2], 1.2);
  switch (look.prop) {
    case 'staff':
      return `<path d="M${hand.x} 392L${hand.x + 6} 40" stroke="${shade(look.cloth[1], 0.6)}" stroke-width="6" stroke-linecap="round"/><circle cx="${hand.x + 6}" cy="36" r="26" fill="url(#${glowId})"/><path d="M${hand.x + 6} 18l9 18l-9 18l-9 -18Z" fill="${glow}" stroke="#fff" stroke-width="1.5"/>`;
    case 'sword':
      return `<path d="M${hand.x - 2} ${hand.y}L${hand.x + 34} ${hand.y - 170}" stroke="${metal}" stroke-width="9" stroke-linecap="round"/><path d="M${hand.x + 1} ${hand.y - 14}L${hand.x + 33} ${hand.y - 168}" stroke="#fff" stroke-opacity=".7" stroke-width="2"/><path d="M${hand.x - 16} ${hand.y - 10}L${hand.x + 16} ${hand.y - 2}" stroke="${look.cloth[2]}" stroke-width="7" stroke-linecap="round"/>`;
    case 'bow':
      return `<path d="M${hand.x - 4} ${hand.y - 150}Q${hand.x + 60} ${hand.y - 40} ${hand.x - 4} ${hand.y + 70}" stroke="${shade(look.cloth[1], 0.7)}" stroke-width="6" fill="none" stroke-linecap="round"/><path d="M${hand.x - 4} ${hand.y - 150}L${hand.x - 4} ${hand.y + 70}" stroke="${glow}" stroke-width="1.5"/>`;
    case 'book':
      return `<g transform="rotate(-12 ${hand.x} ${hand.y})"><rect x="${hand.x - 22}" y="${hand.y - 40}" width="40" height="52" rx="4" fill="${look.cloth[1]}" stroke="${look.cloth[2]}" stroke-width="3"/><circle cx="${hand.x - 2}" cy="${hand.y - 14}" r="9" fill="none" stroke="${glow}" stroke-width="2.5"/></g>`;
    case 'lantern':
      return `<path d="M${hand.x} ${hand.y}v22" stroke="${metal}" stroke-width="3"/><rect x="${hand.x - 13}" y="${hand.y + 20}" width="26" height="34" rx="6" fill="url(#${glowId})" stroke="${metal}" stroke-width="3"/><circle cx="${hand.x}" cy="${hand.y + 37}" r="7" fill="#fff"/>`;
    case 'phone':
      return `<rect x="${hand.x - 12}" y="${hand.y - 38}" width="22" height="38" rx="4" fill="#11131a" stroke="${metal}" stroke-width="2"/><rect x="${hand.x - 9}" y="${hand.y - 34}" width="16" height="28" rx="2" fill="${glow}" fill-opacity=".85"/>`;
    case 'wrench':
      return `<path d="M${hand.x} ${hand.y + 6}L${hand.x + 20} ${hand.y - 64}" stroke="${metal}" stroke-width="8" stroke-linecap="round"/><circle cx="${hand.x + 22}" cy="${hand.y - 72}" r="12" fill="none" stroke="${metal}" stroke-width="7" stroke-dasharray="50 26"/>`;
    case 'camera':
      return `<rect x="${hand.x - 24}" y="${hand.y - 30}" width="42" height="30" rx="5" fill="#1b1d24" stroke="${metal}" stroke-width="2"/><circle cx="${hand.x - 3}" cy="${hand.y - 15}" r="10" fill="${shade(glow, 0.6)}" stroke="#fff" stroke-width="2"/><rect x="${hand.x + 6}" y="${hand.y - 36}" width="9" height="6" fill="${metal}"/>`;
    case 'hammer':
      return `<path d="M${hand.x} ${hand.y + 10}L${hand.x + 18} ${hand.y - 120}" stroke="${shade(look.cloth[1], 0.5)}" stroke-width="7" stroke-linecap="round"/><g transform="rotate(8 ${hand.x + 18} ${hand.y - 126})"><rect x="${hand.x - 6}" y="${hand.y - 146}" width="48" height="30" rx="4" fill="${metal}" stroke="${shade(metal, 0.6)}" stroke-width="2"/><rect x="${hand.x - 6}" y="${hand.y - 126}" width="48" height="8" fill="${glow}" fill-opacity=".9"/></g>`;
    case 'guitar':
      return `<g transform="rotate(-35 100 ${hand.y - 30})"><rect x="96" y="${hand.y - 150}" width="8" height="100" fill="${shade(look.cloth[1], 0.5)}"/><ellipse cx="100" cy="${hand.y - 30}" rx="30" ry="24" fill="${look.cloth[2]}" stroke="${shade(look.cloth[2], 0.5)}" stroke-width="2"/><ellipse cx="100" cy="${hand.y - 4}" rx="36" ry="28" fill="${look.cloth[2]}" stroke="${shade(look.cloth[2], 0.5)}" stroke-width="2"/><circle cx="100" cy="${hand.y - 24}" r="8" fill="${shade(look.cloth[2], 0.3)}"/><rect x="92" y="${hand.y - 158}" width="16" height="14" rx="3" fill="${shade(look.cloth[1], 0.4)}"/></g>`;
    case 'chess':
      return `<path d="M${hand.x - 10} ${hand.y - 2}h20l-3 -8h-14Z M${hand.x - 6} ${hand.y - 10}q-2 -14 2 -22h8q4 8 2 22Z M${hand.x - 7} ${hand.y - 32}h14v-5h-14Z M${hand.x - 2} ${hand.y - 37}v-9h4v9Z M${hand.x - 5} ${hand.y - 43}h10v-3h-10Z" fill="${look.cloth[2]}" stroke="${shade(look.cloth[2], 0.4)}" stroke-width="1.2"/>`;
    default:
      return '';
  }
}

/** The figure alone (in its 200 × 400 box), with a rim of `light` and the prop's glow. */
export function characterFigure(
  look: CharacterLook,
  light: string,
  shading: 'flat' | 'lit' = 'flat',
  id = 'c',
): string {
  const f = FRAMES[look.build];
  const parts = body(look, f);
  // The lit view glows its rim into the scene and casts a soft shadow: a second light on the figure.
  const rim =
    shading === 'lit'
      ? `<feMorphology in="SourceAlpha" operator="dilate" radius="3.5" result="grown"/><feGaussianBlur in="grown" stdDeviation="4" result="soft"/><feFlood flood-color="${light}"/><feComposite in2="soft" operator="in" result="rim"/>`
      : `<feMorphology in="SourceAlpha" operator="dilate" radius="2.5" result="grown"/><feFlood flood-color="${light}" flood-opacity=".85"/><feComposite in2="grown" operator="in" result="rim"/>`;
  return (
    `<defs><radialGradient id="${id}Glow"><stop offset="0" stop-color="#fff"/><stop offset=".4" stop-color="${look.eyes}"/><stop offset="1" stop-color="${look.eyes}" stop-opacity="0"/></radialGradient>` +
    `<filter id="${id}Rim" x="-20%" y="-20%" width="140%" height="140%">${rim}<feMerge><feMergeNode in="rim"/><feMergeNode in="SourceGraphic"/></feMerge></filter></defs>` +
    `<ellipse cx="100" cy="394" rx="70" ry="9" fill="#000" fill-opacity=".45"/>` +
    `<g filter="url(#${id}Rim)">${parts.cape}${hairBack(look, f)}${parts.legs}${parts.costume}${parts.arms}${face(look, f)}${hairFront(look, f)}${propOf(look, f, `${id}Glow`)}</g>`
  );
}

const SKINS = ['#f6d7c3', '#f1c9a5', '#e0b08a', '#c98f6b', '#a86b4a', '#7a4a30'];
const HAIRS = ['#1c1c24', '#3a2a1a', '#8a4b2a', '#e8d08a', '#c4331f', '#d9e4ff', '#ff6fa5', '#5b7cfa'];
const pick = <T>(items: readonly T[], next: () => number): T => items[Math.floor(next() * items.length)]!;

/** A look drawn from a seed's sequence, in a game's palette: for scenes that name no character. */
export function generatedLook(
  next: () => number,
  colours: { main: string; second: string; light: string },
): CharacterLook {
  return {
    build: pick(['slim', 'broad', 'small'] as const, next),
    hair: pick(['long', 'short', 'spiky', 'bun', 'hood', 'bob'] as const, next),
    outfit: pick(['robe', 'armor', 'jacket', 'coat', 'hoodie'] as const, next),
    prop: pick(['staff', 'sword', 'hammer', 'bow', 'book', 'lantern'] as const, next),
    skin: pick(SKINS, next),
    hairColor: pick(HAIRS, next),
    cloth: [colours.main, colours.second, colours.light],
    eyes: colours.light,
    cape: next() > 0.6,
  };
}
