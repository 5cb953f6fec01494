import type { Page } from '@playwright/test';
import {
  ADMIN_TOKEN_HEADER,
  CSRF_COOKIE,
  FeedbackListSchema,
  helpApiRoutes,
  USER_ID_COOKIE,
} from '@portal/contracts';
import { formatGold } from '@portal/format';
import * as v from 'valibot';
import { DEMO_PLAYER, signInThroughApi } from '../src/players';
import { demoUrl, expect, setStudioSession, settledMounts, test } from '../src/studioPortal';

const ENDED = 'Your portal session has ended. Please sign in again.';

/** Signs the demo player in through the portal's popup, opened by `open` (any widget's Sign in). */
async function signInThroughPopup(page: Page, open: () => Promise<void>) {
  const popupOpened = page.waitForEvent('popup');
  await open();
  const popup = await popupOpened;
  // The popup is a cold load of the portal's shell and mf-auth: slow on a busy machine.
  await expect(popup).toHaveURL(/\/login\?referrer=/, { timeout: 30_000 });
  const login = popup.getByTestId('page-login');
  await login.getByLabel('Email').fill(DEMO_PLAYER.email);
  await login.getByLabel('Password', { exact: true }).fill(DEMO_PLAYER.password);
  await login.getByRole('button', { name: 'Login Now' }).click();
  await popup.waitForEvent('close');
  return popup;
}

test('a player signs in through the portal popup, sees their real gold, and signs out', async ({
  page,
  request,
  studioPortal,
}) => {
  const { studio, url: portalUrl } = studioPortal;
  const player = await signInThroughApi(request, DEMO_PLAYER.email, DEMO_PLAYER.password);
  const me = await (
    await request.get(`${portalUrl}/api/private/auth/me`, {
      headers: { authorization: `Bearer ${player.token}` },
    })
  ).json();
  const gold = formatGold((me as { data: { totalGold: number } }).data.totalGold);

  const widgets = ['sign-in', 'wallet-balance', 'feedback'];
  await page.goto(`${demoUrl(studio, widgets)}`);
  expect(await settledMounts(page, widgets)).toEqual({});
  const wallet = page.locator('#wallet-balance');
  // Signed out, the wallet asks for a sign-in instead of showing anyone's gold.
  await expect(wallet.getByRole('status')).toHaveText('Sign in to the portal to see your gold.');
  await expect(wallet.getByTestId('balance-gold')).toHaveCount(0);

  // The wallet's own Sign in opens the same portal popup as the sign-in widget.
  const popup = await signInThroughPopup(page, () => wallet.getByRole('button', { name: 'Sign in' }).click());
  expect(new URL(popup.url()).origin).toBe(new URL(portalUrl).origin);

  await expect(page.locator('#sign-in')).toContainText(`Signed in as ${DEMO_PLAYER.nickname}`);
  await expect(wallet.getByTestId('balance-gold')).toContainText(gold);
  await expect(page.locator('#events')).toContainText('signed-in');
  // The token lives in the SDK's memory: nothing in the studio's storage or address. (Cookies ignore
  // ports: the portal's own sign-in page, also on 127.0.0.1 here, left its readable cookies; none else.)
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  const cookieNames = (await page.evaluate(() => document.cookie))
    .split('; ')
    .filter(Boolean)
    .map((cookie) => cookie.split('=')[0]);
  expect(cookieNames.filter((name) => name !== USER_ID_COOKIE && name !== CSRF_COOKIE)).toEqual([]);
  expect(page.url()).not.toContain('token');

  await page.locator('#sign-in').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.locator('#sign-in').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('#events')).toContainText('signed-out');
  await expect(wallet.getByTestId('balance-gold')).toHaveCount(0);
  await expect(wallet.getByRole('status')).toHaveText('Sign in to the portal to see your gold.');
});

test('feedback sent from the studio page after the popup sign-in is stored as that player; sign-out makes it a visitor again', async ({
  page,
  request,
  studioPortal,
}) => {
  const { studio, url: portalUrl, adminToken } = studioPortal;
  const player = await signInThroughApi(request, DEMO_PLAYER.email, DEMO_PLAYER.password);
  const latestFeedback = async () => {
    const answer = await request.get(`${portalUrl}${helpApiRoutes.adminFeedback}?limit=1`, {
      headers: { [ADMIN_TOKEN_HEADER]: adminToken },
    });
    expect(answer.status()).toBe(200);
    return v.parse(FeedbackListSchema, ((await answer.json()) as { data: unknown }).data)[0];
  };
  const widgets = ['sign-in', 'feedback'];
  await page.goto(demoUrl(studio, widgets));
  expect(await settledMounts(page, widgets)).toEqual({});
  const feedback = page.locator('#feedback');
  // A visitor may leave an email; a signed-in player sends with their account instead.
  await expect(feedback.getByLabel('Email (optional)')).toBeVisible();

  await signInThroughPopup(page, () =>
    page.locator('#sign-in').getByRole('button', { name: 'Sign in' }).click(),
  );
  await expect(page.locator('#sign-in')).toContainText(`Signed in as ${DEMO_PLAYER.nickname}`);
  await expect(feedback.getByLabel('Email (optional)')).toHaveCount(0);
  const description = `Sent from the studio page as a player ${Date.now()}`;
  await feedback.getByLabel('Your feedback').fill(description);
  await feedback.getByRole('button', { name: 'Send' }).click();
  await expect(feedback.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect.poll(async () => (await latestFeedback())?.description).toBe(description);
  expect(await latestFeedback()).toMatchObject({
    userId: player.userId,
    email: DEMO_PLAYER.email,
    isLogin: true,
    page: 'released_game',
  });

  await page.locator('#sign-in').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.locator('#sign-in').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(feedback.getByLabel('Email (optional)')).toBeVisible();
  await expect(page.locator('#events')).toContainText('signed-out');
});

test('a foreign postMessage and a token in the URL never sign the page in; a revoked token signs every widget out with a message', async ({
  page,
  request,
  studioPortal,
}) => {
  const { studio, url: portalUrl } = studioPortal;
  const player = await signInThroughApi(request, DEMO_PLAYER.email, DEMO_PLAYER.password);
  const widgets = ['sign-in', 'wallet-balance'];
  await page.goto(`${demoUrl(studio, widgets)}&token=${player.token}#token=${player.token}`);
  expect(await settledMounts(page, widgets)).toEqual({});
  // The studio's own page (not the portal) posts a look-alike session message.
  await page.evaluate(
    (token) => window.postMessage({ type: 'portal-embed:session', token }, '*'),
    player.token,
  );
  await expect(page.locator('#sign-in').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('#events')).not.toContainText('signed-in');
  const wallet = page.locator('#wallet-balance');
  await expect(wallet.getByTestId('balance-gold')).toHaveCount(0);

  // A studio backend's token signs the page in (here the player's own, still live)…
  expect(await setStudioSession(page, player.token)).toBe('signed in');
  await expect(wallet.getByTestId('balance-gold')).toBeVisible();

  // …and once the portal revoked it, every widget is signed out and says why.
  await request.post(`${portalUrl}/api/private/auth/logout`, {
    headers: { authorization: `Bearer ${player.token}` },
  });
  expect(await setStudioSession(page, player.token)).toBe('session-ended');
  await expect(page.locator('#sign-in').getByRole('status')).toHaveText(ENDED);
  await expect(wallet.getByRole('status')).toHaveText(ENDED);
  await expect(wallet.getByTestId('balance-gold')).toHaveCount(0);
  await expect(page.locator('#events')).toContainText('signed-out {"reason":"ended"}');
});
