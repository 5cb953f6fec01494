import { expect, expectRemotePage, test } from '../src/fixtures';
import { remotePages } from '../src/pages';

interface GameList {
  data: { name: string }[];
}

test.describe('each of the seven apps renders on one of its routes', () => {
  test('shell: the home page shows header, main navigation and the game cards the API lists', async ({
    page,
    request,
  }) => {
    const games = ((await (await request.get('/api/public/games')).json()) as GameList).data;
    expect(games.length).toBeGreaterThan(0);

    await page.goto('/');

    await expect(page.getByTestId('shell-header')).toBeVisible();
    // Above 767 px the five destinations are the header's top navigation (the bottom bar is for phones).
    await expect(page.getByTestId('top-nav').getByRole('link')).toHaveText([
      'HOME',
      'GAMES',
      'TOPUP',
      'MY VIP',
      'PLAYTESTING',
    ]);
    const home = page.getByTestId('home-page');
    await expect(home.getByRole('heading', { level: 1 })).toBeVisible();
    const cards = home.getByTestId('game-card');
    await expect(cards).toHaveCount(games.length);
    for (const game of games) await expect(cards.filter({ hasText: game.name })).toHaveCount(1);
  });

  for (const remote of remotePages) {
    test(`${remote.app}: ${remote.path} shows '${remote.heading}'`, async ({ page, consoleErrors }) => {
      await page.goto(remote.path);

      await expectRemotePage(page, remote);
      await expect(page.getByTestId('shell-header')).toBeVisible();
      await expect(page.locator('[data-fallback-for]')).toHaveCount(0);
      expect(consoleErrors.filter((line) => line.includes('[portal]'))).toEqual([]);
    });
  }
});
