import type { GamingActivityEntry } from '@portal/contracts';
import { sessionStore, webviewAtom } from '@portal/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@portal/federation/testing';
import { registerTexts } from '../../i18n';
import { GamingActivityList } from './GamingActivityList';

const entry = (index: number): GamingActivityEntry => ({
  game: {
    name: `Game ${index}`,
    gameCode: `game_${index}`,
    createdAt: 0,
    content: { thumbnailHomepage: `/t${index}.svg` },
    gamePlatforms: [{ code: 'android' }],
  },
  level: index === 0 ? 12 : null,
  playingSince: 1_577_836_800 + index * 86_400, // 01 Jan, 2020 onwards
});
const entries = (count: number) => Array.from({ length: count }, (_, index) => entry(index));

beforeAll(() => registerTexts());
afterEach(() => sessionStore.set(webviewAtom, { isWebview: false, productCode: null }));

describe('GamingActivityList (000 §2)', () => {
  describe.each([
    // own,   webview, count, cards, button
    [false, false, 0, 0, null],
    [false, false, 3, 3, null],
    [false, false, 5, 3, 'See +2 more'],
    [true, false, 5, 3, 'Discover More Games'],
    [false, true, 5, 3, 'Discover More Games'],
    [true, true, 2, 2, null],
  ] as const)('own=%s webview=%s with %i games', (isOwn, isWebview, count, cards, button) => {
    it(`shows ${cards} cards, the count badge and ${button ?? 'no button'}`, () => {
      sessionStore.set(webviewAtom, { isWebview, productCode: isWebview ? 'game_4' : null });
      renderRoute(<GamingActivityList entries={entries(count)} isOwn={isOwn} />, '/');
      expect(screen.queryAllByTestId('activity-card')).toHaveLength(cards);
      expect(screen.getByTestId('activity-count')).toHaveTextContent(String(count));
      if (button) expect(screen.getByRole('button', { name: button })).toBeInTheDocument();
      else
        expect(screen.queryByRole('button', { name: /See \+|Discover More Games/ })).not.toBeInTheDocument();
    });
  });

  it("shows the empty state: 'Cricket noises...', 'There is no activity here yet', Explore Game", () => {
    renderRoute(<GamingActivityList entries={[]} isOwn={false} />, '/');
    expect(screen.getByText('Cricket noises...')).toBeInTheDocument();
    expect(screen.getByText('There is no activity here yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Explore Game' })).toBeInTheDocument();
  });

  it("shows the name, the 'Level' badge and 'Playing since' as DD MMM, YYYY, with the thumbnail at width 200", () => {
    renderRoute(<GamingActivityList entries={entries(1)} isOwn={false} />, '/');
    const card = screen.getByTestId('activity-card');
    expect(within(card).getByText('Game 0')).toBeInTheDocument();
    expect(within(card).getByText('Level 12')).toBeInTheDocument();
    expect(card).toHaveTextContent('Playing since 01 Jan, 2020');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/t0.svg?width=200');
  });

  it.each([
    [false, 'Games Activities'],
    [true, 'Discover More Games'],
  ] as const)('opens the modal with every game (own=%s titled %s)', async (isOwn, title) => {
    renderRoute(<GamingActivityList entries={entries(6)} isOwn={isOwn} />, '/');
    await userEvent.click(
      screen.getByRole('button', { name: isOwn ? 'Discover More Games' : 'See +3 more' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName(new RegExp(title));
    expect(within(dialog).getAllByTestId('activity-card')).toHaveLength(6);
  });

  it('puts the webview product’s game first', () => {
    sessionStore.set(webviewAtom, { isWebview: true, productCode: 'game_4' });
    renderRoute(<GamingActivityList entries={entries(5)} isOwn={false} />, '/');
    expect(screen.getAllByTestId('activity-card')[0]).toHaveTextContent('Game 4');
  });
});
