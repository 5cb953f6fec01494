import { messages } from '@portal/contracts';
import {
  DEMO_PLAYER,
  expect,
  openFeedbackSheet,
  signInAsDemoPlayer,
  storedFeedback,
  test,
  uniqueText,
} from '../src/helpPortal';

test.describe('feedback sheet, from Need Help to a row in the database', () => {
  test('a visitor sends feedback with an email and it is stored with time, language and user agent', async ({
    page,
    request,
    helpPortal,
  }) => {
    const text = uniqueText('Visitor loves the games list');
    const before = Math.floor(Date.now() / 1000) - 1;
    await page.goto('/games');
    const sheet = await openFeedbackSheet(page);

    await expect(sheet.getByTestId('feedback-page')).toHaveText(/Games discovery/);
    await sheet.getByLabel('Your feedback').fill(text);
    await sheet.getByLabel('Email (optional)').fill('visitor@example.com');
    await sheet.getByRole('button', { name: 'Send' }).click();

    await expect(page.getByRole('dialog', { name: 'Sending…' }).getByRole('progressbar')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 6000 });

    const row = (await storedFeedback(request, helpPortal)).find((feedback) => feedback.description === text);
    expect(row).toMatchObject({
      userId: null,
      page: 'games_discovery',
      email: 'visitor@example.com',
      isLogin: false,
      language: 'en',
    });
    expect(row?.userAgent).toContain('Chrome');
    expect(row?.createdAt).toBeGreaterThanOrEqual(before);
  });

  test('a signed-in player sees no email field and the feedback is stored with their account', async ({
    page,
    request,
    helpPortal,
  }) => {
    const { userId } = await signInAsDemoPlayer(page, helpPortal);
    const text = uniqueText('Player wants more playtests');
    await page.goto('/play-testing');
    const sheet = await openFeedbackSheet(page);

    await expect(sheet.getByTestId('feedback-page')).toHaveText(/Beta games/);
    await expect(sheet.getByLabel('Email (optional)')).toHaveCount(0);
    await sheet.getByLabel('Your feedback').fill(text);
    await sheet.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();

    const row = (await storedFeedback(request, helpPortal)).find((feedback) => feedback.description === text);
    expect(row).toMatchObject({ userId, page: 'beta_games', email: DEMO_PLAYER.email, isLogin: true });
  });

  test("501 characters are refused with 'Max 500 characters' and nothing is sent", async ({ page }) => {
    const sends: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/public/feedback')) sends.push(sent.method());
    });
    await page.goto('/games');
    const sheet = await openFeedbackSheet(page);

    await sheet.getByLabel('Your feedback').fill('a'.repeat(501));
    await expect(sheet.getByText(messages.maxLength500)).toBeVisible();
    await expect(sheet.getByText('501 of 500 characters')).toBeVisible();
    await sheet.getByRole('button', { name: 'Send' }).click();

    await expect(page.getByRole('dialog', { name: 'Give a Feedback' })).toBeVisible();
    await expect(sheet.getByText(messages.maxLength500)).toBeVisible();
    expect(sends).toEqual([]);
  });

  test('the page is preselected from the path, and Send waits for a page where none matches', async ({
    page,
  }) => {
    await page.goto('/play-testing');
    let sheet = await openFeedbackSheet(page);
    await expect(sheet.getByTestId('feedback-page')).toHaveText(/Beta games/);
    await page.keyboard.press('Escape');

    await page.goto('/tou');
    sheet = await openFeedbackSheet(page);
    await expect(sheet.getByTestId('feedback-page')).toHaveText(/Choose a page/);
    await expect(sheet.getByRole('button', { name: 'Send' })).toBeDisabled();
    await sheet.getByTestId('feedback-page').click();
    await page
      .getByRole('dialog', { name: 'Which page is it about?' })
      .getByRole('button', { name: 'Other' })
      .click();
    await expect(sheet.getByTestId('feedback-page')).toHaveText(/Other/);
    await expect(sheet.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  test('a failed send keeps the text and Retry sends it', async ({ page, request, helpPortal }) => {
    const text = uniqueText('Sent on a flaky network');
    await page.route('**/api/public/feedback', (route) => route.abort('connectionreset'));
    await page.goto('/games');
    const sheet = await openFeedbackSheet(page);
    await sheet.getByLabel('Your feedback').fill(text);
    await sheet.getByRole('button', { name: 'Send' }).click();

    const alert = sheet.getByRole('alert');
    await expect(alert).toContainText('Your feedback was not sent');
    await expect(sheet.getByLabel('Your feedback')).toHaveValue(text);
    expect(
      (await storedFeedback(request, helpPortal)).some((feedback) => feedback.description === text),
    ).toBe(false);

    await page.unroute('**/api/public/feedback');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
    const rows = (await storedFeedback(request, helpPortal)).filter(
      (feedback) => feedback.description === text,
    );
    expect(rows).toHaveLength(1);
  });
});
