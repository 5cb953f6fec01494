import { isGachaLive, isLaunched, isRaffleEntryOpen, type CampaignRow } from './campaigns';

const LAUNCH = new Date('2026-06-01T00:00:00Z');
const campaign = {
  launch_at: LAUNCH,
  gacha_start_at: new Date('2026-06-08T00:00:00Z'),
} as CampaignRow;
const at = (iso: string) => new Date(iso);

describe('campaign dates (001 §4)', () => {
  it('keeps raffle entry open until the last moment before launch, closed from launch on', () => {
    expect(isRaffleEntryOpen(campaign, at('2026-05-31T23:59:59.999Z'))).toBe(true);
    expect(isLaunched(campaign, at('2026-05-31T23:59:59.999Z'))).toBe(false);
    expect(isRaffleEntryOpen(campaign, LAUNCH)).toBe(false);
    expect(isLaunched(campaign, LAUNCH)).toBe(true);
  });

  it('opens the gacha at its start (launch + 7 days), not a moment before', () => {
    expect(isGachaLive(campaign, at('2026-06-07T23:59:59.999Z'))).toBe(false);
    expect(isGachaLive(campaign, at('2026-06-08T00:00:00Z'))).toBe(true);
  });
});
