import { test } from '../src/fixtures';
import { giveSessionTo } from '../src/players';
import { campaignExpect as expect, LANDING, openSection, preRegisterThroughApi } from '../src/campaignPortal';

test.describe.configure({ timeout: 180_000 });

test.describe('Ash Echoes learn videos', () => {
  test('a learn video unlocks its question only after being watched, and a right answer pays once', async ({
    browser,
    baseURL,
    request,
  }) => {
    const player = await preRegisterThroughApi(request, 'ae-watcher');
    const context = await browser.newContext();
    await giveSessionTo(context, baseURL!, player);
    const page = await context.newPage();
    await page.goto(LANDING);
    await openSection(page, 'Wiki');

    const card = page.getByTestId('video-echomancy-101');
    await expect(card.getByText('Watch the whole video to unlock its question.')).toBeVisible();
    await expect(card.getByTestId('video-question')).toHaveCount(0);

    // The API serves the seeded 6-second WebM (infra/api/src/campaign/media); it must really play.
    await card.locator('video').evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
    });
    // Each 2-second segment is reported as playback passes it; the server unlocks at the last one.
    await expect(card.getByTestId('video-progress')).toContainText('3 of 3 parts watched', {
      timeout: 20_000,
    });
    const question = card.getByTestId('video-question');
    await expect(question).toContainText('What does an Echomancer bind?');
    await question.getByRole('button', { name: 'Echoes of fallen heroes' }).click();
    await expect(card.getByTestId('video-answered')).toHaveText('Correct! +50 AE Points');
    await expect(card.getByRole('heading', { name: 'Correct! +50 AE Points' })).toBeFocused();
    await context.close();
  });
});
