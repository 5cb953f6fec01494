import { DEMO_PLAYER, signInThroughApi } from '../src/players';
import { demoUrl, expect, setStudioSession, settledMounts, test } from '../src/studioPortal';

type Embed = { mount(widget: string, element: unknown, options?: unknown): Promise<unknown> };

test('with onEvent, links leaving a widget raise navigate-request with the portal page; the studio keeps its address', async ({
  page,
  request,
  studioPortal,
}) => {
  const { studio, url: portalUrl } = studioPortal;
  const player = await signInThroughApi(request, DEMO_PLAYER.email, DEMO_PLAYER.password);
  const widgets = ['wallet-balance', 'vip-rank'];
  await page.goto(demoUrl(studio, widgets));
  expect(await settledMounts(page, widgets)).toEqual({});
  expect(await setStudioSession(page, player.token)).toBe('signed in');
  const studioAddress = page.url();
  let popups = 0;
  page.on('popup', () => popups++);

  // Top Up: a full portal page (a plain link in the widget).
  await page.locator('#wallet-balance').getByRole('link', { name: 'Top Up' }).click();
  await expect(page.locator('#events')).toContainText(
    `navigate-request ${JSON.stringify({ url: `${portalUrl}/topup`, path: '/topup' })}`,
  );
  // See Benefits: a link the portal moves to without a page load; on the studio page it is a request too.
  await page.locator('#vip-rank').getByRole('link', { name: 'See Benefits' }).click();
  await expect(page.locator('#events')).toContainText(
    `navigate-request ${JSON.stringify({ url: `${portalUrl}/vip`, path: '/vip' })}`,
  );
  expect(page.url()).toBe(studioAddress);
  expect(popups).toBe(0);
});

test("without onEvent, a link leaving a widget opens the portal's absolute URL in a new tab", async ({
  page,
  request,
  studioPortal,
}) => {
  const { studio, url: portalUrl } = studioPortal;
  const player = await signInThroughApi(request, DEMO_PLAYER.email, DEMO_PLAYER.password);
  await page.goto(demoUrl(studio, ['none']));
  await page.waitForFunction(() => 'PortalEmbed' in window);
  await page.evaluate(() =>
    (window as unknown as { PortalEmbed: Embed }).PortalEmbed.mount(
      'wallet-balance',
      document.getElementById('wallet-balance'),
      { language: 'en' },
    ),
  );
  expect(await setStudioSession(page, player.token)).toBe('signed in');
  const studioAddress = page.url();

  const opened = page.waitForEvent('popup');
  await page.locator('#wallet-balance').getByRole('link', { name: 'Top Up' }).click();
  const tab = await opened;
  await expect(tab).toHaveURL(`${portalUrl}/topup`);
  expect(page.url()).toBe(studioAddress);
});
