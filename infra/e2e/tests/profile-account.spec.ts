import { expect, newPlayer, pageFor, SMALL_PNG, test } from '../src/profilePortal';

test.describe('my profile', () => {
  test("a new player fills the banner's data and the banner disappears", async ({
    browser,
    request,
    baseURL,
  }) => {
    const player = await newPlayer(request, 'banner');
    const page = await pageFor(browser, baseURL!, player);
    await page.goto('/account/my-profile');
    const mine = page.getByTestId('page-myProfile');
    await expect(mine.getByText('Please Complete your Data Profile!')).toBeVisible();
    await mine.getByRole('button', { name: 'Fill Data' }).click();

    const form = page.getByTestId('page-editProfile');
    await form.getByLabel('Nickname').fill('ab');
    await form.getByLabel('Birth date', { exact: true }).fill('1998-05-17');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('You need 3 characters')).toBeVisible();
    await form.getByLabel('Nickname').fill('DemoPlayer');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('This username is unavailable')).toBeVisible();
    const nickname = `Banner${Date.now().toString(36).slice(-6)}`;
    await form.getByLabel('Nickname').fill(nickname);
    await form.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/\/account\/my-profile$/);
    await expect(mine.getByTestId('profile-nickname')).toHaveText(nickname);
    await expect(mine.getByText('Please Complete your Data Profile!')).toHaveCount(0);
    await page.context().close();
  });

  test('a player uploads an avatar and sees it in the header', async ({ browser, request, baseURL }) => {
    const player = await newPlayer(request, 'avatar');
    const page = await pageFor(browser, baseURL!, player);
    await page.goto('/account/my-profile/edit');
    const form = page.getByTestId('page-editProfile');
    await form
      .getByLabel('Avatar image')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: SMALL_PNG });
    await expect(form.locator('img[src^="/api/public/avatars/"]')).toBeVisible();

    await page.goto('/account/my-profile');
    const avatar = page.getByTestId('page-myProfile').locator('img[src^="/api/public/avatars/"]');
    await expect(avatar).toBeVisible();
    expect(await avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await page.context().close();
  });

  test('the quiz sets the job badge', async ({ browser, request, baseURL }) => {
    const player = await newPlayer(request, 'quiz');
    const page = await pageFor(browser, baseURL!, player);
    await page.goto('/personality/result');
    const quiz = page.getByTestId('page-personality');
    for (const answer of [
      'Read every system and plan',
      'Theorycraft a build',
      'Calls the plan',
      'A rare trophy',
      'Steady and planned',
    ]) {
      await quiz.getByLabel(answer).check();
    }
    await quiz.getByRole('button', { name: 'See my result' }).click();
    await expect(quiz.getByTestId('personality-result')).toContainText('TACTICIAN');

    await page.goto('/account/my-profile');
    await expect(
      page.getByTestId('page-myProfile').getByRole('link', { name: 'Your personality' }),
    ).toContainText('TACTICIAN');
    await page.context().close();
  });
});
