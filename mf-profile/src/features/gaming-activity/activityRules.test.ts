import type { GamingActivityEntry } from '@portal/contracts';
import {
  modalTitle,
  moreButton,
  needsViewGameLink,
  orderActivities,
  previewActivities,
  type ActivityViewer,
} from './activityRules';

const entry = (
  gameCode: string,
  platforms: ('android' | 'ios' | 'pc')[] = ['android', 'ios'],
): GamingActivityEntry => ({
  game: {
    name: gameCode,
    gameCode,
    createdAt: 0,
    content: { thumbnailHomepage: '/t.svg' },
    gamePlatforms: platforms.map((code) => ({ code })),
  },
  level: null,
  playingSince: 0,
});
const entries = (count: number) => Array.from({ length: count }, (_, index) => entry(`game_${index}`));
const viewer = (isOwn: boolean, isWebview: boolean): ActivityViewer => ({
  isOwn,
  isWebview,
  productCode: null,
  platform: null,
});

describe('gaming activity list rules (000 §2)', () => {
  describe.each([
    // own,  webview, count, shown, button
    [false, false, 0, 0, null],
    [false, false, 3, 3, null],
    [false, false, 4, 3, { kind: 'seeMore', remaining: 1 }],
    [false, false, 9, 3, { kind: 'seeMore', remaining: 6 }],
    [true, false, 3, 3, null],
    [true, false, 5, 3, { kind: 'discover' }],
    [false, true, 2, 2, null],
    [false, true, 5, 3, { kind: 'discover' }],
    [true, true, 7, 3, { kind: 'discover' }],
  ] as const)('own=%s webview=%s with %i games', (isOwn, isWebview, count, shown, button) => {
    it(`shows ${shown} cards and ${button ? JSON.stringify(button) : 'no button'}`, () => {
      expect(previewActivities(entries(count))).toHaveLength(shown);
      expect(moreButton(count, viewer(isOwn, isWebview))).toEqual(button);
    });
  });

  it.each([
    [true, 'discover'],
    [false, 'activities'],
  ] as const)('titles the modal of own=%s as %s', (isOwn, title) => {
    expect(modalTitle(isOwn)).toBe(title);
  });

  it('puts the webview product’s game first, keeping the others in order', () => {
    const list = [entry('a'), entry('b'), entry('c')];
    const ordered = orderActivities(list, { ...viewer(false, true), productCode: 'c' });
    expect(ordered.map((item) => item.game.gameCode)).toEqual(['c', 'a', 'b']);
    expect(
      orderActivities(list, { ...viewer(false, false), productCode: 'c' }).map((item) => item.game.gameCode),
    ).toEqual(['a', 'b', 'c']);
  });

  it.each([
    [false, 'pc', ['android'], false],
    [true, null, ['android'], false],
    [true, 'pc', ['android', 'ios'], true],
    [true, 'android', ['android', 'ios'], false],
  ] as const)(
    'webview=%s on %s for a game on %j: View Game link %s',
    (isWebview, platform, platforms, expected) => {
      expect(needsViewGameLink(entry('g', [...platforms]), { ...viewer(false, isWebview), platform })).toBe(
        expected,
      );
    },
  );
});
