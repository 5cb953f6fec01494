import { CAMPAIGN_ITEM_STATES } from '@portal/contracts';
import { isClaimable, ITEM_STATE_KEY, progressPercent } from './itemState';

describe('reward and quest item states', () => {
  it('has a label for every state of the contract', () => {
    for (const state of CAMPAIGN_ITEM_STATES) expect(ITEM_STATE_KEY[state]).toMatch(/^state\./);
  });

  it('lets the player act on Claim only', () => {
    expect(CAMPAIGN_ITEM_STATES.filter(isClaimable)).toEqual(['Claim']);
  });

  it('clamps progress to 0..100 percent', () => {
    expect(progressPercent({ current: 5, target: 10 })).toBe(50);
    expect(progressPercent({ current: 15_000, target: 10_000 })).toBe(100);
    expect(progressPercent({ current: 0, target: 3 })).toBe(0);
  });
});
