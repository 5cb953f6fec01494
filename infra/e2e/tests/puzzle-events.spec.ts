import { defineTwoPieceEvent, puzzleExpect as expect, test } from '../src/puzzlePortal';
import { DEMO_PLAYER, giveSessionTo, registerThroughApi, signInThroughApi } from '../src/players';

test.describe.configure({ timeout: 180_000 });

test.describe('puzzle events (000 §2 puzzle routes)', () => {
  test('a player collects both pieces (daily visit, then a quest), places them, receives a code, and the history lists it', async ({
    page,
    context,
    request,
    puzzlePortal,
  }) => {
    const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
    const eventCode = await defineTwoPieceEvent(request, puzzlePortal, 'crazy_ones', [code]);
    const player = await registerThroughApi(request, 'puzzler');
    await giveSessionTo(context, puzzlePortal.url, player);

    await page.goto(`/event/crazy_ones/${eventCode}/puzzle`);
    await expect(page.getByRole('heading', { level: 1, name: 'Two-piece test puzzle' })).toBeVisible();
    await expect(page.getByText('You collected a new piece!')).toBeVisible();
    await expect(page.getByTestId('puzzle-progress')).toHaveText('1 of 2 pieces collected · 0 placed');
    await expect(page.getByText("Today's visit piece: collected")).toBeVisible();

    // The follow quest: Go opens the channel in a new tab and reports it, then Claim; claiming earns the second piece.
    const quest = page.getByTestId('quest-follow-facebook');
    await quest.getByRole('button', { name: 'Go' }).click();
    await quest.getByRole('button', { name: 'Claim' }).click();
    await expect(page.getByTestId('puzzle-progress')).toHaveText('2 of 2 pieces collected · 0 placed');

    for (const number of [1, 2]) {
      await page.getByRole('button', { name: `Piece ${number}`, exact: true }).click();
      await page.getByRole('button', { name: `Slot ${number}`, exact: true }).click();
      await expect(page.getByRole('img', { name: `Piece ${number}, placed` })).toBeVisible();
    }
    await expect(page.getByTestId('puzzle-reward').getByTestId('reward-code')).toHaveText(code);

    await page.getByRole('link', { name: 'My pieces and rewards' }).click();
    await expect(page).toHaveURL(new RegExp(`/event/crazy_ones/${eventCode}/puzzle/history$`));
    await expect(page.getByTestId('history-reward').getByTestId('reward-code')).toHaveText(code);
    const pieces = page.getByTestId('history-pieces').getByRole('listitem');
    await expect(pieces).toHaveCount(2);
    await expect(pieces.filter({ hasText: 'Quest · follow-facebook' })).toHaveCount(1);
    await expect(pieces.filter({ hasText: /Daily visit · \d{4}-\d{2}-\d{2}/ })).toHaveCount(1);
  });

  test('a piece dropped on the wrong slot is refused', async ({ page, context, request, puzzlePortal }) => {
    const eventCode = await defineTwoPieceEvent(request, puzzlePortal, 'ash_echoes', ['E2E-WRONG-SLOT']);
    await giveSessionTo(context, puzzlePortal.url, await registerThroughApi(request, 'wrongslot'));
    await page.goto(`/event/ash_echoes/${eventCode}/puzzle`);
    const mine = page.getByRole('button', { name: /^Piece \d$/ });
    await expect(mine).toHaveCount(1);
    const number = Number((await mine.getAttribute('aria-label'))!.slice(-1));
    await mine.click();
    await page.getByRole('button', { name: `Slot ${3 - number}`, exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('This piece does not fit there. Try another slot.');
  });

  test('DemoPlayer sees the seeded anniversary puzzle with pieces from earlier visits', async ({
    page,
    context,
    request,
    puzzlePortal,
  }) => {
    await giveSessionTo(
      context,
      puzzlePortal.url,
      await signInThroughApi(request, DEMO_PLAYER.email, DEMO_PLAYER.password),
    );
    await page.goto('/anniversary/crazy_ones/puzzle/history');
    await expect(page.getByRole('heading', { level: 1, name: 'Pieces and rewards' })).toBeVisible();
    await expect(page.getByTestId('history-pieces').getByRole('listitem').first()).toBeVisible();
    expect(await page.getByTestId('history-pieces').getByRole('listitem').count()).toBeGreaterThanOrEqual(5);
  });

  test('puzzle routes of a game without an app are guarded like the other protected routes; an unknown game gets the 404 page with a way home', async ({
    page,
    context,
    request,
    puzzlePortal,
  }) => {
    await page.goto('/event/no_such_game/spring/puzzle/history');
    await expect(page).toHaveURL(/\/login\?referrer=%2Fevent%2Fno_such_game%2Fspring%2Fpuzzle%2Fhistory$/);
    await giveSessionTo(context, puzzlePortal.url, await registerThroughApi(request, 'puzzle-404'));
    for (const path of ['/anniversary/no_such_game/puzzle', '/event/no_such_game/spring/puzzle']) {
      await page.goto(path);
      const notFound = page.getByTestId('not-found-page');
      await expect(notFound.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await expect(notFound.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    }
  });

  test('a visitor is sent to /login with the puzzle page as referrer', async ({ page }) => {
    await page.goto('/anniversary/crazy_ones/puzzle');
    await expect(page).toHaveURL(/\/login\?referrer=%2Fanniversary%2Fcrazy_ones%2Fpuzzle$/);
  });
});
