/**
 * Content operators control (000 §3 / 001 §3): each kind changed with `npm run admin -- content …`
 * while the portal runs, and its effect seen in the browser. The worker's own portal (shellPortal:
 * the shared build, a database of its own), so no other worker sees these settings; every kind
 * changed here is put back to what it was after the file.
 */
import { expect, test, type ShellPortal } from '../src/shellPortal';
import { giveSessionTo, registerThroughApi } from '../src/shellSession';
import { scrollToEnd } from '../src/scroll';

test.describe.configure({ mode: 'serial' });

const HOUR = 3600;
const now = () => Math.floor(Date.now() / 1000);
const ART = '/api/public/assets/games/crazy_ones.svg';
const KINDS = [
  ['discounts'],
  ['checkout-whitelist'],
  ['special-events'],
  ['maintenance-flag'],
  ['topup-page'],
  ['webview-portrait'],
  ['webview-landscape'],
  ['official', 'ash_echoes'],
  ['assets', 'ash_echoes'],
] as const;

async function content(portal: ShellPortal, ...args: string[]): Promise<string> {
  const result = await portal.adminApi('content', ...args);
  expect(result.code, result.stderr).toBe(0);
  return result.stdout;
}

const setKind = (portal: ShellPortal, kind: readonly string[], value: unknown) =>
  content(portal, 'set', ...kind, JSON.stringify(value));

const saved = new Map<string, string | null>();

test.beforeAll(async ({ shellPortal }) => {
  for (const kind of KINDS) {
    const shown = await content(shellPortal, 'show', ...kind);
    saved.set(kind.join(' '), shown.includes('is not set') ? null : shown);
  }
});

test.afterAll(async ({ shellPortal }) => {
  for (const kind of KINDS) {
    const value = saved.get(kind.join(' '));
    await (value ? content(shellPortal, 'set', ...kind, value) : content(shellPortal, 'clear', ...kind));
  }
  await shellPortal.adminApi('maintenance', 'off');
});

test('discount, top-up page and checkout whitelist: the player sees the sale price, pays it, and only allowed ways to pay', async ({
  shellPortal,
  page,
  context,
  request,
  browser,
}) => {
  const added = await content(
    shellPortal,
    ...['discount', 'add', '--package', 'gold_1000', '--percent', '25', '--label', 'Flash sale'],
    ...['--start', String(now() - HOUR), '--end', String(now() + HOUR)],
  );
  expect(added).toContain('25% off gold_1000');
  await setKind(shellPortal, ['topup-page'], {
    headline: 'Double the fun this weekend',
    notices: ['Prices shown include taxes.'],
    featuredPackageCode: 'gold_1000',
  });
  await setKind(shellPortal, ['checkout-whitelist'], [{ regions: ['US'], paymentKinds: ['sandbox'] }]);

  const player = await registerThroughApi(request, 'content-sale');
  await giveSessionTo(context, shellPortal.url, player);
  await page.goto('/topup');
  await expect(page.getByTestId('topup-headline')).toHaveText('Double the fun this weekend');
  await expect(page.getByTestId('topup-notices')).toHaveText('Prices shown include taxes.');
  const sale = page.getByTestId('package-gold_1000');
  // Featured: first in the list.
  await expect(page.locator('[data-testid^="package-gold_"]').first()).toHaveAttribute(
    'data-testid',
    'package-gold_1000',
  );
  await expect(sale.getByTestId('package-featured')).toBeVisible();
  await expect(sale.getByTestId('package-discount')).toHaveText('Flash sale');
  await expect(sale.getByTestId('package-price')).toHaveText('$7.50');
  await expect(sale.getByTestId('package-list-price')).toHaveText('Usual price $10.00');
  // The browser says en-US: region US, on the whitelist.
  await expect(page.getByRole('link', { name: 'Test checkout (no real money)' })).toBeVisible();

  // The order charges the sale price.
  await sale.click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/topup\/payment\/tp_/);
  await expect(page.getByText('Price: $7.50')).toBeVisible();

  // A player in Thailand has no way to pay under this whitelist.
  const thai = await browser.newContext({ locale: 'th-TH' });
  await giveSessionTo(thai, shellPortal.url, player);
  const thaiPage = await thai.newPage();
  await thaiPage.goto(`${shellPortal.url}/topup`);
  await expect(thaiPage.getByTestId('page-topup')).toBeVisible();
  await expect(thaiPage.getByRole('link', { name: /Test checkout/ })).toHaveCount(0);
  await expect(thaiPage.getByTestId('package-gold_1000')).toBeVisible();
  await thai.close();
});

test('special events show as cards on /, /games and /hub, where their placements say, and never on /gacha-event', async ({
  shellPortal,
  page,
  context,
  request,
}) => {
  const event = (id: string, title: string, placements: string[]) => ({
    id,
    title,
    body: 'Log in daily for rewards.',
    image: ART,
    link: '/games/crazy_ones',
    placements,
    startAt: now() - HOUR,
    endAt: now() + HOUR,
  });
  await setKind(
    shellPortal,
    ['special-events'],
    [
      event('everywhere', 'Crazy Ones festival', ['home', 'hub', 'games']),
      event('home-only', 'Home only weekend', ['home']),
      { ...event('over', 'Already over', ['home']), startAt: now() - 2 * HOUR, endAt: now() - HOUR },
    ],
  );

  await page.goto('/');
  await scrollToEnd(page);
  const cards = page.getByTestId('special-event');
  await expect(cards).toHaveText([/Crazy Ones festival/, /Home only weekend/]);
  await expect(cards.first().locator('img')).toHaveAttribute('src', ART);

  await page.goto('/games');
  await scrollToEnd(page);
  await expect(page.getByTestId('special-event')).toHaveText([/Crazy Ones festival/]);
  await page.getByRole('link', { name: /Crazy Ones festival/ }).click();
  await expect(page).toHaveURL(/\/games\/crazy_ones$/);

  const player = await registerThroughApi(request, 'content-events');
  await giveSessionTo(context, shellPortal.url, player);
  await page.goto('/hub');
  await scrollToEnd(page);
  await expect(page.getByTestId('special-event')).toHaveText([/Crazy Ones festival/]);
  await page.goto('/gacha-event');
  await expect(page.getByTestId('page-gacha-events')).toBeVisible();
  await expect(page.getByTestId('special-events')).toHaveCount(0);
});

test('the maintenance flag announces its window, then sends visitors to the maintenance page while it runs', async ({
  shellPortal,
  page,
  request,
}) => {
  // The test browser (127.0.0.1) stays on the setting's whitelist, which the flag uses too.
  await shellPortal.adminApi('maintenance', 'on', '--whitelist', '127.0.0.1');
  await shellPortal.adminApi('maintenance', 'off');
  await setKind(shellPortal, ['maintenance-flag'], {
    isActive: true,
    startAt: now() + 2 * HOUR,
    endAt: now() + 3 * HOUR,
    message: 'Top-ups pause for an hour.',
  });
  await page.goto('/games');
  await expect(page.getByTestId('maintenance-notice')).toContainText('Scheduled maintenance from');
  await expect(page.getByTestId('maintenance-notice')).toContainText('Top-ups pause for an hour.');

  await setKind(shellPortal, ['maintenance-flag'], {
    isActive: true,
    startAt: now() - 60,
    endAt: now() + HOUR,
  });
  const visitor = { accept: 'text/html', 'x-forwarded-for': '203.0.113.9' };
  await expect
    .poll(async () => (await request.get('/games', { headers: visitor, maxRedirects: 0 })).status(), {
      timeout: 15_000,
    })
    .toBe(307);
  await content(shellPortal, 'clear', 'maintenance-flag');
  await expect
    .poll(async () => (await request.get('/games', { headers: visitor, maxRedirects: 0 })).status(), {
      timeout: 15_000,
    })
    .toBe(200);
});

test('a game page shows its official facts, store buttons and key art; a webview shows its assets by orientation', async ({
  shellPortal,
  page,
}) => {
  await setKind(shellPortal, ['official', 'ash_echoes'], {
    facts: [{ label: 'Release', value: 'Spring 2027' }],
    links: [{ label: 'Community', url: 'https://community.example.com/ash' }],
    stores: [{ store: 'steam', url: 'https://store.steampowered.com/app/1' }],
  });
  await setKind(shellPortal, ['assets', 'ash_echoes'], { keyArt: ART, icon: ART });
  await setKind(shellPortal, ['webview-portrait'], { headerImage: ART, backgroundColor: '#102030' });
  await setKind(shellPortal, ['webview-landscape'], {
    headerImage: '/api/public/assets/games/ash_echoes.svg',
    backgroundColor: '#203040',
  });

  await page.goto('/games/ash_echoes');
  await expect(page.getByTestId('game-facts')).toContainText('ReleaseSpring 2027');
  await expect(page.getByTestId('game-stores').getByRole('link', { name: 'Steam' })).toHaveAttribute(
    'href',
    'https://store.steampowered.com/app/1',
  );
  await expect(page.getByTestId('game-links').getByRole('link', { name: 'Community' })).toBeVisible();
  await expect(page.getByTestId('game-key-art')).toHaveAttribute('src', ART);
  await expect(page.getByTestId('game-icon')).toHaveAttribute('src', ART);
  // Outside a webview: no webview assets.
  await expect(page.getByTestId('webview-backdrop')).toHaveCount(0);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/games?webview=ash_echoes');
  const backdrop = page.getByTestId('webview-backdrop');
  await expect(backdrop).toHaveAttribute('data-orientation', 'portrait');
  await expect(backdrop.getByTestId('webview-header-art')).toHaveAttribute('src', ART);
  await page.setViewportSize({ width: 900, height: 420 });
  await expect(backdrop).toHaveAttribute('data-orientation', 'landscape');
  await expect(backdrop.getByTestId('webview-header-art')).toHaveAttribute(
    'src',
    '/api/public/assets/games/ash_echoes.svg',
  );
});
