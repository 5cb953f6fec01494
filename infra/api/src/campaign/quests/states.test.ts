import { questState, rewardState } from './states';

const now = new Date('2026-03-01T00:00:00Z');
const base = { startsAt: null, now, current: 0, target: 1, claimed: false, paidAsItGoes: false };

describe('quest states', () => {
  it('is Coming Soon before the quest starts', () => {
    expect(questState({ ...base, startsAt: new Date('2026-03-02T00:00:00Z') })).toBe('Coming Soon');
  });
  it('is In Progress until the target, then Claim, then Claimed', () => {
    expect(questState({ ...base, current: 0, target: 7 })).toBe('In Progress');
    expect(questState({ ...base, current: 7, target: 7 })).toBe('Claim');
    expect(questState({ ...base, current: 7, target: 7, claimed: true })).toBe('Claimed');
  });
  it('is Completed at its target when paid as it goes (invite friends)', () => {
    expect(questState({ ...base, current: 4, target: 5, paidAsItGoes: true })).toBe('In Progress');
    expect(questState({ ...base, current: 5, target: 5, paidAsItGoes: true })).toBe('Completed');
  });
});

describe('reward states', () => {
  it('is Coming Soon until the milestone is reached, then Claim, then Claimed', () => {
    expect(
      rewardState({
        current: 49_999,
        target: 50_000,
        claimed: false,
        givenWithoutClaim: false,
        preRegistered: true,
      }),
    ).toBe('Coming Soon');
    expect(
      rewardState({
        current: 50_000,
        target: 50_000,
        claimed: false,
        givenWithoutClaim: false,
        preRegistered: true,
      }),
    ).toBe('Claim');
    expect(
      rewardState({
        current: 50_000,
        target: 50_000,
        claimed: true,
        givenWithoutClaim: false,
        preRegistered: true,
      }),
    ).toBe('Claimed');
  });
  it('gives a visitor, or a player who has not pre-registered, Coming Soon on a reached milestone', () => {
    const reached = { current: 50_000, target: 50_000, claimed: false, givenWithoutClaim: false };
    expect(rewardState({ ...reached, preRegistered: false })).toBe('Coming Soon');
    expect(rewardState({ ...reached, preRegistered: true })).toBe('Claim');
  });
  it('is Completed for the coupon the pre-registration gives without a claim', () => {
    expect(
      rewardState({ current: 1, target: 1, claimed: true, givenWithoutClaim: true, preRegistered: true }),
    ).toBe('Completed');
    expect(
      rewardState({ current: 0, target: 1, claimed: false, givenWithoutClaim: true, preRegistered: true }),
    ).toBe('Coming Soon');
  });
});
