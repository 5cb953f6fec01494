import type { MetadataGroups, ShowAdjustmentQuest } from '@portal/contracts';
import {
  announcementKind,
  readAnnouncement,
  shouldShowAnnouncement,
  shouldShowEventBanner,
} from './announcementRules';

const setting = (overrides: Partial<ShowAdjustmentQuest> = {}): ShowAdjustmentQuest => ({
  isActive: 'true',
  applyOnGame: 'ash_echoes, crazy_ones',
  type: 'launch-vip',
  endAt: 1_798_761_600,
  bannerImage: '/banner.svg',
  bannerPopup: '/popup.svg',
  ...overrides,
});
const PUBLISHED = 1_750_000_000;
const announcement = (overrides: Partial<ShowAdjustmentQuest> = {}) => ({
  setting: setting(overrides),
  updatedAt: PUBLISHED,
});

describe('adjustment announcement rules', () => {
  it('shows when active and the current game is in applyOnGame', () => {
    expect(
      shouldShowAnnouncement({ announcement: announcement(), gameCode: 'crazy_ones', closedAt: null }),
    ).toBe(true);
  });

  it("does not show unless isActive is the string 'true'", () => {
    expect(
      shouldShowAnnouncement({
        announcement: announcement({ isActive: 'false' }),
        gameCode: 'ash_echoes',
        closedAt: null,
      }),
    ).toBe(false);
  });

  it('does not show for another game, or outside any game', () => {
    expect(
      shouldShowAnnouncement({ announcement: announcement(), gameCode: 'moonlight', closedAt: null }),
    ).toBe(false);
    expect(shouldShowAnnouncement({ announcement: announcement(), gameCode: null, closedAt: null })).toBe(
      false,
    );
  });

  it('does not come back once closed, until an operator changes it', () => {
    expect(
      shouldShowAnnouncement({
        announcement: announcement(),
        gameCode: 'ash_echoes',
        closedAt: PUBLISHED + 60,
      }),
    ).toBe(false);
    expect(
      shouldShowAnnouncement({
        announcement: announcement(),
        gameCode: 'ash_echoes',
        closedAt: PUBLISHED - 60,
      }),
    ).toBe(true);
  });

  it('does not show for type none', () => {
    expect(
      shouldShowAnnouncement({
        announcement: announcement({ type: 'none' }),
        gameCode: 'ash_echoes',
        closedAt: null,
      }),
    ).toBe(false);
  });

  it('reads the type: launch-vip, shutdown-{product}-point, anything else', () => {
    expect(announcementKind('launch-vip')).toEqual({ kind: 'launchVip' });
    expect(announcementKind('shutdown-ash_echoes-point')).toEqual({
      kind: 'shutdown',
      product: 'ash_echoes',
    });
    expect(announcementKind('summer-festival')).toEqual({ kind: 'other' });
    expect(announcementKind('none')).toBeNull();
  });

  it('shows the event banner on the game pages but never on /gacha-event or /embed-webview', () => {
    expect(shouldShowEventBanner(announcement(), 'ash_echoes', '/games/ash_echoes')).toBe(true);
    expect(shouldShowEventBanner(announcement(), 'ash_echoes', '/gacha-event')).toBe(false);
    expect(shouldShowEventBanner(announcement(), 'ash_echoes', '/embed-webview')).toBe(false);
    expect(shouldShowEventBanner(announcement({ bannerImage: '' }), 'ash_echoes', '/games/ash_echoes')).toBe(
      false,
    );
  });

  it('reads the record from the COMMON group, ignoring a broken one', () => {
    const groups: MetadataGroups = {
      COMMON: [
        {
          group: 'COMMON',
          key: 'showAdjustmentQuest',
          version: 1,
          value: JSON.stringify(setting()),
          updatedAt: PUBLISHED,
        },
      ],
    };
    expect(readAnnouncement(groups)).toEqual({ setting: setting(), updatedAt: PUBLISHED });
    expect(readAnnouncement({ COMMON: [{ ...groups.COMMON![0]!, value: '{oops' }] })).toBeNull();
    expect(readAnnouncement(null)).toBeNull();
  });
});
