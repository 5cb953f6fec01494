import { expect as baseExpect, test } from '../src/fixtures';
import { buyUntilCheckout, giveSessionTo, PHONE, registerThroughApi, widgetGold } from '../src/walletPortal';

test.use({ viewport: PHONE });
// Registration, the hosted checkout (webhook, redirects) and the delivery worker make these longer
// than a page check, most of all on a busy CI machine: triple the test time, 30 s per expectation.
test.beforeEach(() => test.slow());
const expect = baseExpect.configure({ timeout: 30_000 });

test.describe('top-up through the sandbox hosted checkout', () => {
  test('a fresh player buys a package: the gold arrives in the widget and in My Transactions', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const player = await registerThroughApi(request, 'wallet-buyer');
    await giveSessionTo(context, baseURL!, player);

    await buyUntilCheckout(page, 'gold_5000');
    await page.getByRole('button', { name: 'Pay $50.00' }).click();

    await expect(page).toHaveURL(/\/topup\/order\/detail\?orderId=tp_/);
    await expect(page.getByTestId('order-summary').getByTestId('status')).toHaveText('Delivered');
    await expect(page.getByTestId('order-message')).toHaveText(
      'Paid. 5,500 Gold has been added to your wallet.',
    );
    await expect(page.getByTestId('gold-balance-widget').getByTestId('balance-gold')).toHaveText('5,000');
    await expect(page.getByTestId('balance-bound')).toHaveText('500 Gold (Bound)');

    await page.getByRole('link', { name: 'My Transactions' }).click();
    const rows = page.getByTestId('transaction-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('5,000 Gold');
    await expect(rows.first().getByTestId('status')).toHaveText('Delivered');
  });

  test('a failed and a cancelled payment leave the balance unchanged and show their status', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const player = await registerThroughApi(request, 'wallet-unlucky');
    await giveSessionTo(context, baseURL!, player);

    await buyUntilCheckout(page, 'gold_1000');
    await page.getByRole('button', { name: 'Fail' }).click();
    await expect(page.getByTestId('order-summary').getByTestId('status')).toHaveText('Failed');
    await expect(page.getByTestId('order-message')).toHaveText(
      'The payment failed. Nothing was charged. Try again, or choose another way to pay.',
    );
    await expect(page.getByTestId('gold-balance-widget')).toBeVisible();
    expect(await widgetGold(page)).toBe(0);

    await buyUntilCheckout(page, 'gold_1000');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('order-summary').getByTestId('status')).toHaveText('Canceled');
    await expect(page.getByTestId('order-message')).toHaveText(
      'You canceled this payment. Nothing was charged.',
    );
    expect(await widgetGold(page)).toBe(0);

    await page.goto('/account/my-transaction?tab=topup');
    await expect(page.getByTestId('transaction-row').getByTestId('status')).toHaveText([
      'Canceled',
      'Failed',
    ]);
  });

  test('pressing Continue twice and reloading the payment page make one order only', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const player = await registerThroughApi(request, 'wallet-double');
    await giveSessionTo(context, baseURL!, player);
    await page.goto('/topup/item?package=gold_1000');
    const orders: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().endsWith('/api/private/topup/orders'))
        orders.push(sent.url());
    });
    await page.getByRole('button', { name: 'Continue to payment' }).dblclick();
    await expect(page).toHaveURL(/\/topup\/payment\/tp_/);
    await page.reload();
    await expect(page.getByTestId('order-summary').getByTestId('status')).toHaveText('Pending');
    await expect(page.getByTestId('order-countdown')).toContainText('Pay within');
    expect(orders).toHaveLength(1);

    await page.goto('/account/my-transaction?tab=topup');
    await expect(page.getByTestId('transaction-row')).toHaveCount(1);
  });

  test('a level-0 player with bound gold sees it dimmed with the invitation to use it', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const player = await registerThroughApi(request, 'wallet-level0');
    await giveSessionTo(context, baseURL!, player);
    await buyUntilCheckout(page, 'gold_5000');
    await page.getByRole('button', { name: 'Pay $50.00' }).click();
    await expect(page.getByTestId('order-summary').getByTestId('status')).toHaveText('Delivered');

    await page.goto('/topup');
    const widget = page.getByTestId('gold-balance-widget');
    await expect(widget.getByTestId('balance-bound')).toHaveAttribute('data-dimmed', 'true');
    await expect(widget.getByTestId('balance-note')).toHaveText(
      'Topup and Transfer any amount to use 500 ($5.00) Gold (Bound)',
    );
  });

  test('inside a game’s webview the widget offers Get More, a top-up popup for that game', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const player = await registerThroughApi(request, 'wallet-webview');
    await giveSessionTo(context, baseURL!, player);
    await page.goto('/topup?webview=moonlight_saga');
    const widget = page.getByTestId('gold-balance-widget');
    await expect(widget.getByRole('button', { name: 'Get More' })).toBeVisible();
    await expect(widget.getByRole('link', { name: 'Top Up' })).toHaveCount(0);
    await widget.getByRole('button', { name: 'Get More' }).click();
    const popup = page.getByTestId('topup-popup');
    await expect(popup).toContainText('For Moonlight Saga');
    await expect(popup.getByRole('link').first()).toHaveAttribute(
      'href',
      /\/topup\/item\?package=gold_\d+&game=moonlight_saga/,
    );
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
  });
});
