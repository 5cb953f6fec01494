import { expect, newPlayer, pageFor, test } from '../src/profilePortal';

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

  test('an invite link befriends the inviter and a newly registered player', async ({
    browser,
    request,
    baseURL,
  }) => {
    const host = await newPlayer(request, 'host');
    const hostPage = await pageFor(browser, baseURL!, host);
    await hostPage.goto('/friends/invite');
    const link = await hostPage.getByTestId('invite-link').inputValue();
    expect(link).toMatch(/\/friends\/invite\?code=[A-Za-z0-9_-]+$/);

    const guest = await newPlayer(request, 'guest');
    const guestPage = await pageFor(browser, baseURL!, guest);
    await guestPage.goto(new URL(link).pathname + new URL(link).search);
    await expect(guestPage.getByText(`You and ${host.nickname} are now friends!`)).toBeVisible();

    await hostPage.goto('/friends');
    await expect(hostPage.getByTestId('player-row').filter({ hasText: guest.nickname })).toBeVisible();
    await hostPage.context().close();
    await guestPage.context().close();
  });

  test('/chat/{groupId} shows Coming Soon', async ({ browser, request, baseURL }) => {
    const player = await newPlayer(request, 'chatter');
    const page = await pageFor(browser, baseURL!, player);
    await page.goto('/chat/42');
    await expect(page.getByTestId('page-chat').getByText('Coming Soon')).toBeVisible();
    await page.context().close();
  });
});
