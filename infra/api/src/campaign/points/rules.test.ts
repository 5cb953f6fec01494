import {
  GACHA_DRAW_COST,
  gachaStartFor,
  MAX_REWARDED_REFERRALS,
  REFERRAL_POINTS,
  TASK_POINTS_CAP,
} from '@portal/contracts';
import { canAffordDraw, cappedTaskAward, referralWorth } from './rules';

describe('AE Points rules (001 §9)', () => {
  it('names the spec constants: 40 per referral, 5 rewarded, 750 task cap, 250 per draw', () => {
    expect([REFERRAL_POINTS, MAX_REWARDED_REFERRALS, TASK_POINTS_CAP, GACHA_DRAW_COST]).toEqual([
      40, 5, 750, 250,
    ]);
  });

  it('pays a task in full while the 750 cap leaves room', () => {
    expect(cappedTaskAward(100, 0, TASK_POINTS_CAP)).toBe(100);
    expect(cappedTaskAward(100, 650, TASK_POINTS_CAP)).toBe(100);
  });

  it('pays only what is left under the cap, then nothing', () => {
    expect(cappedTaskAward(100, 700, TASK_POINTS_CAP)).toBe(50);
    expect(cappedTaskAward(100, 750, TASK_POINTS_CAP)).toBe(0);
    expect(cappedTaskAward(40, 760, TASK_POINTS_CAP)).toBe(0);
  });

  it('pays 40 points for each of the first 5 counted referrals and nothing for the 6th', () => {
    const rules = { referralPoints: REFERRAL_POINTS, maxRewarded: MAX_REWARDED_REFERRALS };
    const paid = Array.from({ length: 7 }, (_, countedBefore) => referralWorth(countedBefore, rules));
    expect(paid).toEqual([40, 40, 40, 40, 40, 0, 0]);
    expect(paid.reduce((sum, points) => sum + points, 0)).toBe(200);
  });

  it('affords a draw only with at least 250 points', () => {
    expect(canAffordDraw(249, GACHA_DRAW_COST)).toBe(false);
    expect(canAffordDraw(250, GACHA_DRAW_COST)).toBe(true);
  });

  it('opens the gacha exactly one week after launch', () => {
    const launch = Date.UTC(2026, 0, 10, 12) / 1000;
    expect(gachaStartFor(launch)).toBe(Date.UTC(2026, 0, 17, 12) / 1000);
  });
});
