import { signInThroughApi } from '../src/players';
import { expect, newPlayer, pageFor, test } from '../src/profilePortal';

test.describe('account settings and blocks', () => {
  test('a player changes the password on /account and signs in with the new one', async ({
    browser,
    request,
    baseURL,
  }) => {
    const player = await newPlayer(request, 'pwchange');
    const page = await pageFor(browser, baseURL!, player);
    await page.goto('/account');
    await page.getByRole('button', { name: 'Change password' }).click();
    const form = page.getByRole('form', { name: 'Change password' });

    await form.getByLabel('Current password').fill('wrong-one');
    await form.getByLabel('New password', { exact: true }).fill('brand-new-1');
    await form.getByLabel('Confirm new password').fill('brand-new-2');
    await form.getByRole('button', { name: 'Save password' }).click();
    await expect(form.getByText("Your password doesn't match")).toBeVisible();

    await form.getByLabel('Confirm new password').fill('brand-new-1');
    await form.getByRole('button', { name: 'Save password' }).click();
    await expect(form.getByText('Your current password is not correct')).toBeVisible();

    await form.getByLabel('Current password').fill('secret123');
    await form.getByRole('button', { name: 'Save password' }).click();
    await expect(
      page.getByText('Your password has been changed. Other devices have been signed out.'),
    ).toBeVisible();
    // This device stays signed in; the new password is the one that works.
    await page.reload();
    await expect(page.getByTestId('page-account')).toBeVisible();
    expect((await signInThroughApi(request, player.email, 'brand-new-1')).token).toBeTruthy();
    await page.context().close();
  });

  test('a player blocks another from the profile, sees them in the blocked list and unblocks', async ({
    browser,
    request,
    baseURL,
  }) => {
    // Two registered players, two browser contexts and six page loads.
    test.slow();
    const kim = await newPlayer(request, 'kim');
    const lou = await newPlayer(request, 'lou');
    const page = await pageFor(browser, baseURL!, kim);
    await page.goto(`/profiles/${lou.slug}`);
    const profile = page.getByTestId('page-publicProfile');
    await profile.getByRole('button', { name: 'Block' }).click();
    await page.getByRole('button', { name: 'Block player' }).click();
    await expect(profile.getByRole('button', { name: 'Unblock' })).toBeVisible();
    await expect(profile.getByRole('button', { name: 'Add Friend' })).toHaveCount(0);

    const louPage = await pageFor(browser, baseURL!, lou);
    await louPage.goto(`/profiles/${kim.slug}`);
    await expect(louPage.getByText('You cannot add this player.')).toBeVisible();

    await page.goto('/friends');
    const blocked = page.getByRole('region', { name: 'Blocked players' });
    const row = blocked.getByTestId('player-row').filter({ hasText: lou.nickname });
    await row.getByRole('button', { name: 'Unblock' }).click();
    await expect(blocked.getByText('You have not blocked anyone')).toBeVisible();
    await page.goto(`/profiles/${lou.slug}`);
    await expect(profile.getByRole('button', { name: 'Add Friend' })).toBeVisible();
    await page.context().close();
    await louPage.context().close();
  });

  test("a public profile marks the drawer's Friends menu as the current one", async ({
    browser,
    request,
    baseURL,
  }) => {
    const player = await newPlayer(request, 'menu');
    const page = await pageFor(browser, baseURL!, player);
    await page.goto('/profiles/demo');
    await expect(page.getByTestId('page-publicProfile')).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const friends = page.getByTestId('drawer-friends');
    await expect(friends).toHaveAttribute('aria-current', 'page');
    await friends.click();
    await expect(page).toHaveURL(/\/friends$/);
    await expect(page.getByTestId('page-friends')).toBeVisible();
    await page.context().close();
  });
});
