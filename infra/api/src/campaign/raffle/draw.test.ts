import { RAFFLE_RESPONSE_DAYS, raffleResponseDeadline } from '@portal/contracts';
import { drawRaffle, entriesDigest, isResponseOpen, newRaffleSeed, prizeSlots, seededIntegers } from './draw';

const seed = 'a'.repeat(64);
const entries = Array.from({ length: 50 }, (_, index) => 1000 + index * 7);
const slots = prizeSlots([
  { id: 1, quantity: 1 },
  { id: 2, quantity: 3 },
]);

describe('raffle draw', () => {
  it('gives the same winners for the same seed and entries, in any entry order', () => {
    const first = drawRaffle(seed, entries, slots);
    const again = drawRaffle(seed, [...entries].reverse(), slots);
    expect(again).toEqual(first);
    expect(first.map((winner) => winner.prizeId)).toEqual([1, 2, 2, 2]);
    expect(first.map((winner) => winner.rank)).toEqual([1, 2, 3, 4]);
  });

  it('picks distinct entrants who all entered', () => {
    const winners = drawRaffle(newRaffleSeed(), entries, slots);
    const numbers = winners.map((winner) => winner.lotteryNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const number of numbers) expect(entries).toContain(number);
  });

  it('gives different winners for another seed', () => {
    expect(drawRaffle('b'.repeat(64), entries, slots)).not.toEqual(drawRaffle(seed, entries, slots));
  });

  it('awards only as many prizes as there are entrants', () => {
    expect(drawRaffle(seed, [42, 7], slots)).toHaveLength(2);
    expect(drawRaffle(seed, [], slots)).toEqual([]);
  });

  it('draws uniform integers below n without bias at the edges', () => {
    const random = seededIntegers(seed);
    const counts = [0, 0, 0];
    for (let index = 0; index < 3000; index++) counts[random.below(3)]!++;
    for (const count of counts) expect(count).toBeGreaterThan(850);
  });

  it('makes a 64-hex-digit seed from the system CSPRNG and a digest of sorted entries', () => {
    expect(newRaffleSeed()).toMatch(/^[0-9a-f]{64}$/);
    expect(entriesDigest([3, 1, 2])).toBe(entriesDigest([1, 2, 3]));
  });
});

describe('raffle response period', () => {
  const announcedAt = Date.UTC(2026, 4, 1, 10) / 1000;
  const deadline = new Date(raffleResponseDeadline(announcedAt) * 1000);

  it('ends 14 days after the announcement', () => {
    expect(RAFFLE_RESPONSE_DAYS).toBe(14);
    expect(deadline.toISOString()).toBe('2026-05-15T10:00:00.000Z');
  });

  it('is open until the last second before the deadline, closed from it', () => {
    expect(isResponseOpen(deadline, new Date(deadline.getTime() - 1000))).toBe(true);
    expect(isResponseOpen(deadline, deadline)).toBe(false);
  });
});
