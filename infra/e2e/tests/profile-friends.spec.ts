import { expect, newPlayer, pageFor, test } from '../src/profilePortal';
import { NEW_PLAYER_PASSWORD } from '../src/players';

test.describe('friends', () => {
  test('two players become friends through a request', async ({ browser, request, baseURL }) => {
    const ana = await newPlayer(request, 'ana');
    const ben = await newPlayer(request, 'ben');
    const anaPage = await pageFor(browser, baseURL!, ana);
    await anaPage.goto(`/profiles/${ben.slug}`);
    await anaPage.getByTestId('page-publicProfile').getByRole('button', { name: 'Add Friend' }).click();
    await expect(anaPage.getByRole('button', { name: 'Requested · Cancel' })).toBeVisible();

    const benPage = await pageFor(browser, baseURL!, ben);
    await benPage.goto('/friends/request');
    const row = benPage.getByTestId('player-row').filter({ hasText: ana.nickname });
    await row.getByRole('button', { name: 'Accept' }).click();
    await expect(benPage.getByText('No requests for you right now')).toBeVisible();
    await benPage.getByRole('link', { name: 'Friends', exact: true }).click();
    await expect(benPage.getByTestId('player-row').filter({ hasText: ana.nickname })).toBeVisible();

    await anaPage.reload();
    await expect(anaPage.getByRole('button', { name: 'Friends', exact: true })).toBeVisible();
    await anaPage.context().close();
    await benPage.context().close();
  });

  test('an invite link names the inviter and asks; a visitor signs in first and comes back to the question', async ({
    browser,
    request,
    baseURL,
  }) => {
    const host = await newPlayer(request, 'host');
    const hostPage = await pageFor(browser, baseURL!, host);
    await hostPage.goto('/friends/invite');
    const link = new URL(await hostPage.getByTestId('invite-link').inputValue());
    expect(link.pathname + link.search).toMatch(/^\/friends\/invite\?code=[A-Za-z0-9_-]+$/);

    // The guest opens the link signed out: sign-in, then the same invite page.
    const guest = await newPlayer(request, 'guest');
    const guestContext = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
    const guestPage = await guestContext.newPage();
    await guestPage.goto(link.pathname + link.search);
    await expect(guestPage).toHaveURL(/\/login\?referrer=%2Ffriends%2Finvite%3Fcode%3D/);
    const login = guestPage.getByTestId('page-login');
    await login.getByLabel('Email').fill(guest.email);
    await login.getByLabel('Password', { exact: true }).fill(NEW_PLAYER_PASSWORD);
    await login.getByRole('button', { name: 'Login Now' }).click();
    await expect(guestPage).toHaveURL(new RegExp(`/friends/invite\\?code=${link.searchParams.get('code')}$`));

    // Opening the link made no friendship: only Accept does.
    await expect(guestPage.getByText(`${host.nickname} invited you to be friends`)).toBeVisible();
    await hostPage.goto('/friends');
    await expect(hostPage.getByTestId('player-row').filter({ hasText: guest.nickname })).toHaveCount(0);
    await guestPage.getByRole('button', { name: 'Accept' }).click();
    await expect(guestPage.getByText(`You and ${host.nickname} are now friends!`)).toBeVisible();

    await hostPage.reload();
    await expect(hostPage.getByTestId('player-row').filter({ hasText: guest.nickname })).toBeVisible();
    await hostPage.context().close();
    await guestContext.close();
  });

  test('/chat/{groupId} shows Coming Soon', async ({ browser, request, baseURL }) => {
    const player = await newPlayer(request, 'chatter');
    const page = await pageFor(browser, baseURL!, player);
    await page.goto('/chat/42');
    await expect(page.getByTestId('page-chat').getByText('Coming Soon')).toBeVisible();
    await page.context().close();
  });

  test('at 1280 px the account and friends pages are a centred column of two columns; at 360 px one', async ({
    browser,
    request,
    baseURL,
  }) => {
    const player = await newPlayer(request, 'wide');
    const page = await pageFor(browser, baseURL!, player);
    const box = async (testId: string, inside?: string) => {
      const locator = inside ? page.getByTestId(testId).locator(inside).first() : page.getByTestId(testId);
      return (await locator.boundingBox())!;
    };
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: width > 767 ? 800 : 740 });
      await page.goto('/friends');
      await expect(page.getByTestId('page-friends').getByRole('heading', { name: 'Friends' })).toBeVisible();
      const column = await box('page-friends');
      const tabs = await box('page-friends', 'nav');
      const list = await box('page-friends', 'h2');
      if (width === 1280) {
        // A column of at most 1040 px, centred, with the tabs beside the content rather than above it.
        expect(column.width).toBeLessThanOrEqual(1040);
        expect(column.width).toBeGreaterThan(900);
        expect(Math.abs(column.x - (width - column.x - column.width))).toBeLessThanOrEqual(2);
        expect(tabs.x + tabs.width).toBeLessThan(list.x);
      } else {
        expect(column.width).toBeLessThanOrEqual(width);
        expect(tabs.y + tabs.height).toBeLessThan(list.y);
      }

      await page.goto('/account');
      const signOut = page.getByTestId('page-account').getByRole('button', { name: 'Sign Out' });
      await expect(signOut).toBeVisible();
      const settings = await box('page-account', 'section');
      const actions = (await signOut.boundingBox())!;
      if (width === 1280) expect(actions.x).toBeGreaterThan(settings.x + settings.width);
      else expect(actions.y).toBeGreaterThan(settings.y + settings.height);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    await page.context().close();
  });
});
