import { expect, type Page } from '@playwright/test';

/** Scrolls to the bottom until the height stops growing (what mounts near the end has come in). */
export async function scrollToEnd(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      const height = await page.evaluate(() => document.body.scrollHeight);
      await page.mouse.wheel(0, 4000);
      return height === (await page.evaluate(() => document.body.scrollHeight));
    })
    .toBe(true);
}
