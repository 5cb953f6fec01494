import { expect as baseExpect, test } from '../src/fixtures';
import {
  buyUntilCheckout,
  DEMO_PLAYER,
  giveSessionTo,
  PHONE,
  placeOrder,
  registerThroughApi,
  signInThroughApi,
} from '../src/walletPortal';

test.use({ viewport: PHONE });
// Registration, the hosted checkout (webhook, redirects) and the delivery worker make these longer
// than a page check, most of all on a busy CI machine: triple the test time, 30 s per expectation.
test.beforeEach(() => test.slow());
const expect = baseExpect.configure({ timeout: 30_000 });

/** The demo's reward lot was received a year before the seed ran: it expires at the end of this year. */
const rewardLotExpiry = () => `Dec 31st ${new Date(Date.now() - 365 * 86_400_000).getUTCFullYear() + 1}`;

test('the gold dialog lists the demo player’s bound-gold lot with its date and dollar value', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await giveSessionTo(
    context,
    baseURL!,
    await signInThroughApi(request, DEMO_PLAYER.email, DEMO_PLAYER.password),
  );
  await page.goto('/topup');
  await page.getByRole('button', { name: 'My Gold: see the details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your Player Portal Gold' });
  const entries = dialog.getByTestId('gold-dialog-entry');
  await expect(entries.first()).toContainText('Gold never expires.');
  const lot = entries.filter({ hasText: rewardLotExpiry() });
  await expect(lot).toContainText('300 ($3.00)');
  await expect(lot).toContainText(`Usable until ${rewardLotExpiry()}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('at level 0 the rank card names Silver next and the Gold minimum XP multiplied by the rate; a visitor gets Sign in', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // A visitor on /vip/details: the no-level card, 'Unlock VIP Silver', with its sign-in action.
  await page.goto('/vip/details');
  const card = page.getByTestId('vip-rank-card');
  await expect(card.getByTestId('vip-rank-state')).toHaveText('Unlock VIP Silver');
  await expect(card.getByTestId('vip-transfer-needed')).toHaveText(
    'Transfer needed to reach Silver: 20,000 Gold',
  );
  await expect(card.getByTestId('vip-gold-minimum')).toHaveText(
    'VIP Gold takes 10,000 XP: 100,000 Gold transferred',
  );
  await card.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?referrer=%2Fvip%2Fdetails$/);

  // A new player (level 0) on /vip and /vip/details.
  await giveSessionTo(context, baseURL!, await registerThroughApi(request, 'wallet-level0'));
  for (const path of ['/vip', '/vip/details']) {
    await page.goto(path);
    await expect(card.getByTestId('vip-rank-state')).toHaveText('Unlock VIP Silver');
    await expect(card.getByTestId('vip-transfer-needed')).toHaveText(
      'Transfer needed to reach Silver: 20,000 Gold',
    );
    await expect(card.getByTestId('vip-gold-minimum')).toContainText('100,000 Gold');
  }
});

test('a transfer by a VIP player uses bound gold first, awaits delivery, then is delivered', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const player = await registerThroughApi(request, 'wallet-vip');
  await giveSessionTo(context, baseURL!, player);
  // $500: 50,000 gold and 10,000 bonus bound gold.
  await buyUntilCheckout(page, 'gold_50000');
  await page.getByRole('button', { name: 'Pay $500.00' }).click();
  await expect(page.getByTestId('order-summary').getByTestId('status')).toHaveText('Delivered');

  const transfer = async (amount: number) => {
    await page.goto('/transfer');
    await page.getByRole('combobox', { name: 'Game', exact: true }).selectOption({ label: 'Moonlight Saga' });
    await page.getByLabel('In-game account ID').fill('Hero-77');
    await page.getByLabel('Amount of Gold').fill(String(amount));
  };

  // At level 0 bound gold is not usable: 20,000 gold earns 2,000 XP, VIP Silver.
  await transfer(20_000);
  await expect(page.getByTestId('preview-bound')).toHaveText('0 Gold (Bound)');
  await page.getByRole('button', { name: 'Transfer Now' }).click();
  // Nothing leaves before the player confirms the amount and the destination.
  const confirm = page.getByRole('dialog', { name: 'Send this Gold?' });
  await expect(confirm).toContainText('Send 20,000 Gold to Moonlight Saga?');
  await expect(confirm).toContainText('In-game account ID: Hero-77');
  await confirm.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/transfer$/);
  await page.getByRole('button', { name: 'Transfer Now' }).click();
  await confirm.getByRole('button', { name: 'Send Gold' }).click();
  await expect(page).toHaveURL(/\/transfer\/tr_/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transfer details' })).toBeVisible();
  await expect(page.getByTestId('transfer-destination')).toHaveText('To Moonlight Saga · Hero-77');
  await expect(page.getByTestId('transfer-detail').getByTestId('status')).toHaveText('Delivered');
  // No raw code and no sideways scroll on the narrowest phones.
  for (const width of [320, 360]) {
    await page.setViewportSize({ width, height: 740 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
  }
  await expect(page.getByTestId('page-transfer-detail')).not.toContainText('moonlight_saga');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Now Silver: the next transfer takes bound gold first.
  await transfer(700);
  await expect(page.getByTestId('preview-bound')).toHaveText('700 Gold (Bound)');
  await expect(page.getByTestId('preview-gold')).toHaveText('0 Gold');
  await expect(page.getByTestId('preview-xp')).toHaveText('and earn 70 XP');
  await page.getByRole('button', { name: 'Transfer Now' }).click();
  await confirm.getByRole('button', { name: 'Send Gold' }).click();
  await expect(page).toHaveURL(/\/transfer\/tr_/);
  await expect(page.getByTestId('transfer-bound-used')).toHaveText('700');
  await expect(page.getByTestId('transfer-gold-used')).toHaveText('0');
  const timeline = page.getByTestId('transfer-timeline');
  await expect(timeline).toContainText('Awaiting delivery: sent on');
  await expect(page.getByTestId('transfer-detail').getByTestId('status')).toHaveText('Delivered');
  await expect(timeline.getByRole('listitem')).toHaveCount(2);
  await expect(timeline.getByRole('listitem').nth(1)).toContainText('Delivered on');

  await page.goto('/vip');
  await expect(page.getByTestId('vip-rank-card')).toContainText('VIP Silver');
  await expect(page.getByTestId('vip-rank-state')).toHaveText('7,930 XP to VIP Gold');
});

test('My Transactions with 60 top-ups pages by 10 and offers the size changer', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const player = await registerThroughApi(request, 'wallet-sixty');
  for (let i = 0; i < 60; i++) await placeOrder(request, player, 'gold_500');
  await giveSessionTo(context, baseURL!, player);

  await page.goto('/account/my-transaction?tab=topup');
  await expect(page.getByTestId('transaction-row')).toHaveCount(10);
  await expect(page.getByText('Page 1 of 6')).toBeVisible();
  const sizes = page.getByRole('combobox', { name: 'Show' });
  await expect(sizes.locator('option')).toHaveText(['10 / page', '20 / page', '50 / page', '100 / page']);
  await sizes.selectOption('20');
  await expect(page.getByTestId('transaction-row')).toHaveCount(20);
  await expect(page.getByText('Page 1 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2&size=20/);
});

test('a gacha draw spends Gacha Points, reveals the prize with its rarity and adds it to My draws', async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  await giveSessionTo(
    context,
    baseURL!,
    await signInThroughApi(request, DEMO_PLAYER.email, DEMO_PLAYER.password),
  );
  await page.goto('/reward');
  const points = page.getByTestId('gacha-points');
  await expect(points).toHaveText(/^\d+$/);
  const before = Number(await points.textContent());
  expect(before).toBeGreaterThan(0);
  const history = page.getByTestId('gacha-history');
  await expect(history.getByTestId('gacha-draw').first()).toBeVisible();
  const drawsBefore = await history.getByTestId('gacha-draw').count();
  // The published odds: the seed's integer weights out of their total, the jackpot rarest.
  await expect(page.getByTestId('gacha-prizes').getByTestId('gacha-odds-prize').last()).toContainText(
    /5,000 Gold JackpotLegendary/,
  );

  await page.getByRole('button', { name: 'Draw 1 (1 Gacha Point)' }).click();
  const reveal = page.getByTestId('gacha-result');
  await expect(reveal.getByTestId('gacha-prize')).toHaveCount(1);
  await expect(reveal.getByRole('heading', { name: 'You won' })).toBeFocused();
  const rarity = await reveal.getByTestId('gacha-prize').getAttribute('data-rarity');
  expect(['common', 'rare', 'epic', 'legendary']).toContain(rarity);
  const prizeName = (await reveal.getByTestId('gacha-prize').locator('strong').textContent()) ?? '';
  await expect(points).toHaveText(String(before - 1));
  await expect(history.getByTestId('gacha-draw')).toHaveCount(Math.min(drawsBefore + 1, 10));
  await expect(history.getByTestId('gacha-draw').first()).toContainText(prizeName);
  await expect(history.getByTestId('gacha-draw').first().locator(`[data-rarity="${rarity}"]`)).toBeVisible();
  await testInfo.attach('gacha-reveal-360', { body: await page.screenshot(), contentType: 'image/png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await reveal.scrollIntoViewIfNeeded();
  await testInfo.attach('gacha-reveal-1280', { body: await page.screenshot(), contentType: 'image/png' });
});

test('a new player is shown how to get Gacha Points, and the events page publishes each prize’s odds', async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  await giveSessionTo(context, baseURL!, await registerThroughApi(request, 'gacha-new'));
  await page.goto('/reward');
  const earn = page.getByTestId('gacha-earn');
  await expect(earn).toContainText('You have no Gacha Points yet.');
  await expect(earn).toContainText('1,000 points give 1 Gacha Point. You have 0 points.');
  await expect(page.getByRole('button', { name: 'Draw 10 (10 Gacha Points)' })).toBeDisabled();
  await expect(page.getByTestId('gacha-history').getByTestId('empty-state')).toHaveText('No draws yet.');
  await testInfo.attach('gacha-new-player-360', { body: await page.screenshot(), contentType: 'image/png' });

  await earn.getByRole('link', { name: 'See the events and their prizes' }).click();
  await expect(page).toHaveURL(/\/gacha-event$/);
  const launch = page.getByTestId('gacha-event-card-launch_celebration');
  await expect(launch.getByTestId('gacha-event-status')).toHaveText('Open now');
  await expect(launch.getByTestId('gacha-odds-prize')).toHaveCount(5);
  await expect(launch.getByTestId('gacha-odds-prize').first()).toContainText(/300 PointsCommon35%/);
  await testInfo.attach('gacha-events-360', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await testInfo.attach('gacha-events-1280', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
});
