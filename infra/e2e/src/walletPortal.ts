/**
 * Helpers of the wallet browser tests (tests/wallet-*.spec.ts): players and sessions from
 * players.ts, plus what a player does through the API before the part a test is about (place
 * orders), always through the real calls.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { PlayerSession } from './players';

export {
  DEMO_PLAYER,
  giveSessionTo,
  registerThroughApi,
  signInThroughApi,
  type PlayerSession,
} from './players';

export const PHONE = { width: 360, height: 740 } as const;

/** Creates a pending top-up order for the player, as the Continue to payment button does. */
export async function placeOrder(request: APIRequestContext, session: PlayerSession, packageCode: string) {
  const response = await request.post('/api/private/topup/orders', {
    headers: { authorization: `Bearer ${session.token}` },
    data: { packageCode },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { id: string } }).data;
}

/** From /topup: choose a package, continue, and land on the sandbox's hosted checkout. */
export async function buyUntilCheckout(page: Page, packageCode: string): Promise<void> {
  await page.goto('/topup');
  await page.getByTestId(`package-${packageCode}`).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/topup\/payment\/tp_/);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/api\/sandbox-pay\/checkout\//);
}

/** The gold the balance widget shows, as a number. */
export async function widgetGold(page: Page): Promise<number> {
  const amount = await page
    .getByTestId('gold-balance-widget')
    .getByTestId('balance-gold')
    .getAttribute('data-amount');
  return Number(amount);
}
