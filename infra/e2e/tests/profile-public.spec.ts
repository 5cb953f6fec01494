import { DEMO_PLAYER } from '../src/players';
import { expect, test } from '../src/profilePortal';

test.describe('public profiles', () => {
  test("a visitor opens the demo player's profile: three games, 'See +2 more', and the modal with all five", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/profiles/demo');
    const profile = page.getByTestId('page-publicProfile');
    await expect(profile.getByRole('heading', { level: 1 })).toHaveText(`${DEMO_PLAYER.nickname}'s Profile`);
    await expect(profile.getByRole('heading', { level: 2, name: /Games Activities/ })).toContainText('5');
    await expect(profile.getByTestId('activity-card')).toHaveCount(3);
    await expect(profile.getByTestId('activity-card').first()).toContainText(
      /Playing since \d{2} [A-Z][a-z]{2}, \d{4}/,
    );

    await profile.getByRole('button', { name: 'See +2 more' }).click();
    const modal = page.getByRole('dialog', { name: /Games Activities/ });
    await expect(modal.getByTestId('activity-card')).toHaveCount(5);
    await expect(modal.getByText('Level 42')).toBeVisible();
  });

  test('a visitor who tries to add a friend gets the login dialog; chatting is Coming Soon', async ({
    page,
  }) => {
    await page.goto('/profiles/demo');
    const profile = page.getByTestId('page-publicProfile');
    await profile.getByRole('button', { name: 'Chat' }).click();
    await expect(page.getByRole('dialog', { name: 'Coming Soon' })).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    await profile.getByRole('button', { name: 'Add Friend' }).click();
    await expect(page.getByRole('dialog', { name: /Welcome Back!|Login required/ })).toBeVisible();
  });

  test("the rival's profile shows the empty activity state with Explore Game", async ({ page }) => {
    await page.goto('/profiles/rival');
    const profile = page.getByTestId('page-publicProfile');
    await expect(profile.getByText('Cricket noises...')).toBeVisible();
    await expect(profile.getByText('There is no activity here yet')).toBeVisible();
    await profile.getByRole('button', { name: 'Explore Game' }).click();
    await expect(page).toHaveURL(/\/games$/);
  });

  test("an unknown slug shows 'User Not Found' and Go to Home", async ({ page }) => {
    await page.goto('/profiles/no-such-player');
    const profile = page.getByTestId('page-publicProfile');
    await expect(profile.getByRole('heading', { level: 1, name: 'User Not Found' })).toBeVisible();
    await expect(profile.getByRole('img', { name: 'No player here' })).toBeVisible();
    await profile.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
