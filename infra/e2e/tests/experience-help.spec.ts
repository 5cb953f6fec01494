/**
 * The Help Center's focus rules: "Give a Feedback" puts focus on the form's first field
 * (Page), choosing a page puts it back on the Page field; the guided tour takes focus, makes the
 * page behind inert and gives focus back when it closes; it never opens by itself (000 §2: an option
 * of the Help Center sheet, only on / and only when logged in).
 */
import { expect, test } from '../src/fixtures';
import { giveSessionTo, registerThroughApi } from '../src/shellSession';

test.use({ viewport: { width: 360, height: 740 } });

test('feedback: the Page field has focus after Give a Feedback and again after choosing a page', async ({
  page,
}) => {
  await page.goto('/games');
  await page.getByRole('button', { name: 'Need Help' }).click();
  const menu = page.getByRole('dialog', { name: 'Help Center' });
  await menu.getByRole('button', { name: /^Give a Feedback/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Give a Feedback' });
  await expect(sheet.getByTestId('feedback-page')).toBeFocused();
  // A modal <dialog>: Tab goes round its controls (and the browser's own, which headless
  // Chromium stands in for with the document) but never onto the page behind.
  for (let press = 0; press < 12; press += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('#root')!.contains(document.activeElement))).toBe(
      false,
    );
  }
  await expect(page.locator('dialog:modal')).toHaveCount(1);
  await sheet.getByTestId('feedback-page').focus();

  await page.keyboard.press('Enter');
  const pages = page.getByRole('dialog', { name: 'Which page is it about?' });
  // The list opens on the page already chosen (Games discovery, from /games).
  await expect(pages.getByRole('button', { name: 'Games discovery' })).toBeFocused();
  await pages.getByRole('button', { name: 'Rewards and gacha' }).click();
  await expect(sheet.getByTestId('feedback-page')).toBeFocused();
  await expect(sheet.getByTestId('feedback-page')).toHaveText(/Rewards and gacha/);
});

test('guided tour: an option of the Help Center sheet only on / and only when logged in; never opens by itself; takes focus, the page behind is inert, focus returns', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // A player who has never seen the tour, on their first /hub visit (/ of a signed-in player).
  const newcomer = await registerThroughApi(request, 'tour');
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await giveSessionTo(context, baseURL!, newcomer);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/hub$/);
  await expect(page.getByTestId('hub-wallet')).toBeVisible();
  const tour = page.getByRole('dialog', { name: 'Guided tour' });
  // Nothing blocks the menu: the drawer opens at once, and no tour appeared meanwhile.
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(tour).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  // Asked for from the Help Center, it opens with focus inside.
  await page.getByRole('button', { name: 'Need Help' }).click();
  await page
    .getByRole('dialog', { name: 'Help Center' })
    .getByRole('button', { name: /Guided Tour/ })
    .click();
  await expect(tour.getByRole('button', { name: 'Next' })).toBeFocused();
  // Behind it: inert (no focus, no clicks, hidden from assistive technology), as behind any modal
  // <dialog>: a control of the page cannot even be focused by script.
  const pageTakesFocus = () =>
    page.evaluate(() => {
      const behind = document.querySelector<HTMLElement>('#root a[href], #root button')!;
      behind.focus();
      return document.activeElement === behind;
    });
  expect(await pageTakesFocus()).toBe(false);
  await page.keyboard.press('Tab');
  await expect(page.locator('#root :focus')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(tour).toHaveCount(0);
  expect(await pageTakesFocus()).toBe(true);

  // Elsewhere the Help Center does not offer it.
  await page.goto('/games');
  await page.getByRole('button', { name: 'Need Help' }).click();
  const menu = page.getByRole('dialog', { name: 'Help Center' });
  await expect(menu.getByRole('button', { name: /^Give a Feedback/ })).toBeVisible();
  await expect(menu.getByRole('button', { name: /Guided Tour/ })).toHaveCount(0);
  await context.close();
});
