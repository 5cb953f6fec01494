import { MAINTENANCE_HEADING, expect, test } from '../src/shellPortal';
import { giveSessionTo, registerThroughApi } from '../src/shellSession';

const page = { accept: 'text/html' };
/** The portal under test sits behind one trusted proxy: X-Forwarded-For says who the visitor is. */
const from = (ip: string) => ({ ...page, 'x-forwarded-for': ip });

test.describe('maintenance, switched by an operator with the admin CLI while the portal runs', () => {
  test.describe.configure({ mode: 'serial' });

  test.afterAll(async ({ shellPortal }) => {
    await shellPortal.admin('maintenance', 'off');
  });

  test('maintenance on: a visitor is sent to the maintenance page with a 307, a whitelisted IP is not', async ({
    shellPortal,
    request,
    browser,
  }) => {
    // 127.0.0.1 (the other tests of this worker) stays whitelisted too.
    const on = await shellPortal.admin('maintenance', 'on', '--whitelist', '198.51.100.7,127.0.0.1');
    expect(on.code, on.stderr).toBe(0);
    expect(on.stdout).toContain(
      'Maintenance is ON; whitelist: 198.51.100.7, 127.0.0.1 (written to the running API at',
    );

    // The gateway re-reads the setting within seconds.
    await expect
      .poll(
        async () => (await request.get('/games', { headers: from('203.0.113.9'), maxRedirects: 0 })).status(),
        {
          timeout: 15_000,
        },
      )
      .toBe(307);
    const blocked = await request.get('/account?tab=x', { headers: from('203.0.113.9'), maxRedirects: 0 });
    expect(blocked.status()).toBe(307);
    expect(blocked.headers().location).toBe(shellPortal.maintenancePage);
    expect((await request.get('/games', { headers: from('198.51.100.7'), maxRedirects: 0 })).status()).toBe(
      200,
    );

    // A player's browser outside the whitelist ends on the maintenance page.
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.9' } });
    const tab = await context.newPage();
    await tab.goto(`${shellPortal.url}/games`);
    await expect(tab).toHaveURL(shellPortal.maintenancePage);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(MAINTENANCE_HEADING);
    await context.close();

    // A whitelisted one plays on.
    const office = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.7' } });
    const officeTab = await office.newPage();
    await officeTab.goto(`${shellPortal.url}/games`);
    await expect(officeTab.getByTestId('games-page')).toBeVisible();
    await office.close();
  });

  test('maintenance off: everyone is let in again', async ({ shellPortal, request }) => {
    const off = await shellPortal.admin('maintenance', 'off');
    expect(off.code, off.stderr).toBe(0);
    await expect
      .poll(
        async () => (await request.get('/games', { headers: from('203.0.113.9'), maxRedirects: 0 })).status(),
        {
          timeout: 15_000,
        },
      )
      .toBe(200);
  });
});

test.describe('adjustment announcement', () => {
  test.afterAll(async ({ shellPortal }) => {
    await shellPortal.admin('announcement', 'off');
  });

  test('shows on a listed game; closed by a signed-in player, it stays closed after a reload', async ({
    shellPortal,
    page,
    context,
    request,
    baseURL,
  }) => {
    const on = await shellPortal.admin(
      'announcement',
      'on',
      '--games',
      'ash_echoes',
      '--type',
      'launch-vip',
      '--end',
      '2027-01-01',
    );
    expect(on.code, on.stderr).toBe(0);
    const player = await registerThroughApi(request, 'shell-announcement');
    await giveSessionTo(context, baseURL!, player);

    await page.goto('/games/crazy_ones');
    await expect(page.getByTestId('game-detail')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/games/ash_echoes');
    const announcement = page.getByRole('dialog', { name: 'VIP is coming' });
    await expect(announcement).toContainText('on 01 Jan 2027');
    await expect(announcement).toContainText('1,000 points give 1 gacha ticket');
    await expect(announcement).toContainText('VIP Silver: 3 old tickets give 1 ticket');
    await expect(announcement).toContainText('VIP Gold: 1.5 old tickets give 1 ticket');
    // The <dialog> itself is the dimmed backdrop over the viewport; the popup is its panel.
    expect(
      await announcement
        .locator('[data-dialog-panel]')
        .evaluate((element) => element.getBoundingClientRect().width),
    ).toBeLessThanOrEqual(344);

    const saved = page.waitForResponse((response) =>
      response.url().endsWith('/api/private/user/configuration'),
    );
    await announcement.getByRole('button', { name: 'Got it' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId('game-detail')).toBeVisible();
    await expect(page.getByTestId('event-banner')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const me = await request.get('/api/private/auth/me', {
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(
      ((await me.json()) as { data: { configuration: { showPopupAdjustQuestAt: number | null } } }).data
        .configuration.showPopupAdjustQuestAt,
    ).not.toBeNull();
  });
});

test.describe('pending-order banner', () => {
  test('shows for an unpaid top-up; dismissing it lasts across a reload', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const player = await registerThroughApi(request, 'shell-pending');
    const order = await request.post('/api/private/topup/orders', {
      headers: { authorization: `Bearer ${player.token}` },
      data: { packageCode: 'gold_1000' },
    });
    expect(order.status(), await order.text()).toBe(200);
    await giveSessionTo(context, baseURL!, player);

    await page.goto('/hub');
    const banner = page.getByTestId('pending-order-banner');
    await expect(banner).toContainText('Your top-up is waiting for payment.');
    await expect(banner).toContainText('1,000 Gold');
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId('hub-wallet')).toBeVisible();
    await expect(page.getByTestId('pending-order-banner')).toHaveCount(0);
  });
});
