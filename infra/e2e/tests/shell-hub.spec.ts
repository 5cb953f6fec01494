import type { Page } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import { DEMO_PLAYER, giveSessionTo, registerThroughApi, signInThroughApi } from '../src/shellSession';

/** Records whether the hub ever drew its stand-in wallet or VIP card (the remote being up). */
async function watchForStandIns(page: Page) {
  await page.addInitScript(() => {
    const seen = new Set<string>();
    (window as unknown as { hubStandIns: Set<string> }).hubStandIns = seen;
    new MutationObserver(() => {
      for (const id of ['hub-wallet-fallback', 'hub-vip-fallback'])
        if (document.querySelector(`[data-testid="${id}"]`)) seen.add(id);
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => [...(window as unknown as { hubStandIns: Set<string> }).hubStandIns]);
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`the hub at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a brand-new player with nothing in the wallet reads "Welcome", and the cards are drawn once with no empty band', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const player = await registerThroughApi(request, `hub-new-${viewport.width}`);
      await giveSessionTo(context, baseURL!, player);
      const standIns = await watchForStandIns(page);
      await page.goto('/hub');
      const heading = page.getByTestId('hub-page').getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(/^Welcome, .+!$/);
      const widget = page.getByTestId('hub-wallet').getByTestId('gold-balance-widget');
      await expect(widget).toBeVisible();
      await expect(page.getByTestId('hub-vip').getByTestId('vip-rank-card')).toBeVisible();
      expect(await standIns()).toEqual([]);
      // The widget fills the room kept for it: no empty band under a zero balance.
      const slot = await page.getByTestId('hub-balance-slot').boundingBox();
      const drawn = await widget.boundingBox();
      expect(slot!.height - drawn!.height).toBeLessThanOrEqual(4);
    });

    test('a returning player reads "Welcome back"', async ({ page, context, request, baseURL }) => {
      await giveSessionTo(
        context,
        baseURL!,
        await signInThroughApi(request, DEMO_PLAYER.email, DEMO_PLAYER.password),
      );
      await page.goto('/hub');
      await expect(page.getByTestId('hub-page').getByRole('heading', { level: 1 })).toHaveText(
        `Welcome back, ${DEMO_PLAYER.nickname}!`,
      );
    });
  });
}

for (const width of [360, 399]) {
  test(`the points chip keeps its coin at ${width} px with 12,345 points`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 740 });
    await giveSessionTo(
      context,
      baseURL!,
      await signInThroughApi(request, DEMO_PLAYER.email, DEMO_PLAYER.password),
    );
    // The player's answers, with a points balance in the thousands.
    await page.route(/\/api\/private\/(auth\/me|wallet\/refresh)$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { point?: number; totals?: { point: number } } };
      if (body.data.point !== undefined) body.data.point = 12_345;
      if (body.data.totals) body.data.totals.point = 12_345;
      await route.fulfill({ response, json: body });
    });
    await page.goto('/hub');
    const chip = page.getByTestId('points-chip');
    await expect(chip).toContainText('12,345');
    const coin = await chip.locator('svg').boundingBox();
    expect(coin!.width).toBeGreaterThanOrEqual(22);
    const box = await chip.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('in a game webview (no drawer) a signed-in player reaches Sign Out from the hub', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await giveSessionTo(context, baseURL!, await registerThroughApi(request, 'hub-webview'));
  await page.goto('/hub?webview=ash_echoes');
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Account & Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
});
