import { expect, test } from '../src/fixtures';
import { DEMO_PLAYER, giveSessionTo, signInThroughApi } from '../src/shellSession';

const PHONE = { width: 360, height: 740 };
const walletEntry = '**/remotes/mf-wallet-vip/*/remoteEntry.js';

test.use({ viewport: PHONE });

test.beforeEach(async ({ context, request, baseURL }) => {
  await giveSessionTo(
    context,
    baseURL!,
    await signInThroughApi(request, DEMO_PLAYER.email, DEMO_PLAYER.password),
  );
});

test('/hub and the drawer show mf-wallet-vip’s own balance widget and rank card, with its gold dialog', async ({
  page,
}) => {
  await page.goto('/hub');
  const hubWallet = page.getByTestId('hub-wallet');
  const widget = hubWallet.getByTestId('gold-balance-widget');
  await expect(widget).toBeVisible();
  // The transfer variant: Top Up and Transfer Now (000 §2).
  await expect(widget.getByRole('link', { name: 'Top Up' })).toHaveAttribute('href', '/topup');
  await expect(widget.getByRole('link', { name: 'Transfer Now' })).toHaveAttribute('href', '/transfer');
  await expect(page.getByTestId('hub-vip').getByTestId('vip-rank-card')).toBeVisible();

  // The same gold dialog as the wallet pages, opened from the shell's page.
  await widget.getByRole('button', { name: 'My Gold: see the details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your Player Portal Gold' });
  await expect(dialog.getByTestId('gold-dialog-entry').first()).toContainText('Gold never expires.');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawerWidget = page.getByRole('dialog', { name: 'Menu' }).getByTestId('gold-balance-widget');
  await expect(drawerWidget.getByTestId('balance-gold')).toHaveAttribute(
    'data-amount',
    await widget.getByTestId('balance-gold').getAttribute('data-amount').then(String),
  );
});

test('with mf-wallet-vip down, /hub and the drawer show the shell’s plain totals and still work', async ({
  page,
}) => {
  await page.route(walletEntry, (route) => route.abort('connectionreset'));
  await page.goto('/hub');
  const hubWallet = page.getByTestId('hub-wallet');
  await expect(hubWallet.getByRole('term')).toHaveText(['Gold', 'Bound Gold', 'Points', 'Gacha Points']);
  await expect(hubWallet.getByRole('link', { name: 'Top Up' })).toHaveAttribute('href', '/topup');
  await expect(hubWallet.getByTestId('gold-balance-widget')).toHaveCount(0);
  await expect(page.getByTestId('hub-vip')).toContainText('See My VIP');

  await page.getByRole('button', { name: 'Open menu' }).click();
  const wallet = page.getByRole('dialog', { name: 'Menu' }).getByTestId('drawer-wallet');
  await expect(wallet.getByRole('term')).toHaveText(['Gold', 'Bound Gold', 'Points', 'Gacha Points']);
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Games' }).first().click();
  await expect(page.getByTestId('games-page')).toBeVisible();
});
