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
    await expect(anaPage.getByRole('button', { name: 'Friends ✓' })).toBeVisible();
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
});
