import { liveVersion } from '../src/deployState';
import { expect, storedFeedback, test, uniqueText } from '../src/helpPortal';
import { startStudioSite } from '../src/studioServer';

/** A studio's own page: a button that mounts mf-help's feedback sheet, and unmounts it when it closes. */
const studioPage = (embedEntryUrl: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Studio site</title></head>
<body>
  <h2>Our studio</h2>
  <button id="feedback">Send us feedback</button>
  <div id="portal-feedback"></div>
  <script src="${embedEntryUrl}"></script>
  <script>
    document.getElementById('feedback').addEventListener('click', async () => {
      try {
        await mf_help.init({});
        const { mount } = (await mf_help.get('./embed'))();
        const unmount = mount(document.getElementById('portal-feedback'), {
          view: 'feedback',
          language: 'en',
          page: 'released_game',
          onClose: () => { window.feedbackClosed = true; unmount(); },
        });
      } catch (error) { window.studioError = String(error && error.stack || error); }
    });
  </script>
</body>
</html>`;

test('a plain HTML page on another origin embeds the feedback sheet through mount and sends feedback', async ({
  page,
  request,
  helpPortal,
}) => {
  const version = await liveVersion(helpPortal.deployDir, 'mf-help');
  const studio = await startStudioSite(
    studioPage(`${helpPortal.url}/remotes/mf-help/${version}/embedEntry.js`),
  );
  try {
    expect(new URL(studio.url).origin).not.toBe(new URL(helpPortal.url).origin);
    const text = uniqueText('Sent from the studio site');
    await page.goto(studio.url);
    await page.getByRole('button', { name: 'Send us feedback' }).click();

    const sheet = page.getByRole('dialog', { name: 'Give a Feedback' });
    await expect(sheet.getByTestId('feedback-page')).toHaveText(/Released game/);
    await sheet.getByLabel('Your feedback').fill(text);
    await sheet.getByLabel('Email (optional)').fill('studio.player@example.com');
    await sheet.getByRole('button', { name: 'Send' }).click();

    await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as { feedbackClosed?: boolean }).feedbackClosed))
      .toBe(true);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { studioError?: string }).studioError)).toBeUndefined();

    const row = (await storedFeedback(request, helpPortal)).find((feedback) => feedback.description === text);
    expect(row).toMatchObject({
      userId: null,
      page: 'released_game',
      email: 'studio.player@example.com',
      isLogin: false,
    });
  } finally {
    await studio.close();
  }
});
