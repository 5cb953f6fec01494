import type { PuzzleEvent } from '@portal/contracts';

/** upcoming before startsAt, live until endsAt (exclusive), then ended. */
export function eventStatus(startsAt: Date, endsAt: Date, at: Date): PuzzleEvent['status'] {
  if (at.getTime() < startsAt.getTime()) return 'upcoming';
  return at.getTime() < endsAt.getTime() ? 'live' : 'ended';
}

/** The UTC day of a visit: one daily-visit piece per player per event per day. */
export const visitDay = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * The order in which a player receives the pieces of an event: a shuffle seeded by event and
 * player, so players do not all start from the top-left corner yet a player's order never changes.
 */
export function pieceOrder(eventId: number, userId: number, count: number): number[] {
  let state = (Math.imul(eventId, 0x9e3779b1) ^ Math.imul(userId, 0x85ebca77)) >>> 0 || 1;
  const next = () => {
    // mulberry32: small, deterministic, good enough for an order of at most 36 pieces.
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const order = Array.from({ length: count }, (_, index) => index);
  for (let index = count - 1; index > 0; index--) {
    const swap = Math.floor(next() * (index + 1));
    [order[index], order[swap]] = [order[swap]!, order[index]!];
  }
  return order;
}

/** What an uploaded picture really is, from its first bytes; null when it matches no allowed type. */
export function sniffImageType(bytes: Uint8Array): 'image/png' | 'image/webp' | 'image/svg+xml' | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length > 8 && bytes[0] === 0x89 && ascii(1, 4) === 'PNG') return 'image/png';
  if (bytes.length > 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  const head = new TextDecoder().decode(bytes.subarray(0, 512)).trimStart();
  if (/^(<\?xml[^>]*>\s*)?<svg[\s>]/.test(head) && !/<script/i.test(new TextDecoder().decode(bytes))) {
    return 'image/svg+xml';
  }
  return null;
}
