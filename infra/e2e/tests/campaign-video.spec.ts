import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from '../src/fixtures';
import { giveSessionTo } from '../src/players';
import { campaignExpect as expect, LANDING, openSection, preRegisterThroughApi } from '../src/campaignPortal';

/**
 * A 6-second test pattern, the length of the seeded "Echomancy 101", made with ffmpeg (from apt).
 * The portal serves no campaign media yet, so the test answers the video URL with it.
 */
function sixSecondVideo(): Buffer {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'ae-video-')), 'learn.webm');
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x180:rate=10:duration=6',
    '-c:v',
    'libvpx',
    '-b:v',
    '100k',
    '-y',
    file,
  ]);
  return readFileSync(file);
}

test.describe.configure({ timeout: 180_000 });

test.describe('Ash Echoes learn videos', () => {
  test('a learn video unlocks its question only after being watched, and a right answer pays once', async ({
    browser,
    baseURL,
    request,
  }) => {
    const video = sixSecondVideo();
    const player = await preRegisterThroughApi(request, 'ae-watcher');
    const context = await browser.newContext();
    await giveSessionTo(context, baseURL!, player);
    await context.route('**/campaign-media/**', (route) =>
      route.fulfill({ status: 200, contentType: 'video/webm', body: video }),
    );
    const page = await context.newPage();
    await page.goto(LANDING);
    await openSection(page, 'Wiki');

    const card = page.getByTestId('video-echomancy-101');
    await expect(card.getByText('Watch the whole video to unlock its question.')).toBeVisible();
    await expect(card.getByTestId('video-question')).toHaveCount(0);

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
    await context.close();
  });
});
