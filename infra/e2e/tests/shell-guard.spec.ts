import { TOKEN_COOKIE, WEBVIEW_COOKIE } from '@portal/contracts';
import { expect, test } from '../src/fixtures';
import { DEMO_PLAYER, giveSessionTo, signInThroughApi } from '../src/shellSession';

const page = { accept: 'text/html' };

test.describe('route guard at the gateway: 307 answers from the cookies (spec 000 §4)', () => {
  test('a visitor on a protected route is sent to /login with the original URL encoded in referrer', async ({
    request,
  }) => {
    const response = await request.get('/account/my-transaction?tab=topup', {
      headers: page,
      maxRedirects: 0,
    });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe('/login?referrer=%2Faccount%2Fmy-transaction%3Ftab%3Dtopup');
    expect(response.headers()['cache-control']).toBe('no-store');
  });

  test('every protected route of the table answers 307 to a visitor; open routes answer 200', async ({
    request,
  }) => {
    for (const path of [
      '/hub',
      '/vip',
      '/friends/request',
      '/topup/payment/42',
      '/gacha-event',
      '/anniversary/ash_echoes/puzzle',
    ]) {
      const response = await request.get(path, { headers: page, maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      expect(response.headers().location, path).toBe(`/login?referrer=${encodeURIComponent(path)}`);
    }
    for (const path of ['/', '/games', '/vip/details', '/topup', '/login', '/tou']) {
      expect((await request.get(path, { headers: page, maxRedirects: 0 })).status(), path).toBe(200);
    }
  });

  test('a token on /login, /register, /forgot-password, /reset-password or / is sent to /hub', async ({
    request,
  }) => {
    const cookie = `${TOKEN_COOKIE}=any-token-value`;
    for (const path of ['/login', '/register', '/forgot-password', '/reset-password', '/']) {
      const response = await request.get(path, { headers: { ...page, cookie }, maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      expect(response.headers().location, path).toBe('/hub');
    }
    expect((await request.get('/account', { headers: { ...page, cookie }, maxRedirects: 0 })).status()).toBe(
      200,
    );
  });

  test('a webview (product code header, query or cookie) reaches protected routes without a token', async ({
    request,
  }) => {
    const header = await request.get('/vip', {
      headers: { ...page, 'x-product-code': 'ash_echoes' },
      maxRedirects: 0,
    });
    expect(header.status()).toBe(200);
    expect(header.headers()['set-cookie']).toContain(`${WEBVIEW_COOKIE}=ash_echoes`);
    const query = await request.get('/vip?webview=crazy_ones', { headers: page, maxRedirects: 0 });
    expect(query.status()).toBe(200);
    const cookie = await request.get('/vip', {
      headers: { ...page, cookie: `${WEBVIEW_COOKIE}=crazy_ones` },
      maxRedirects: 0,
    });
    expect(cookie.status()).toBe(200);
  });
});

test.describe('route guard in the browser', () => {
  test('a visitor following an in-app link to a protected page lands on the sign-in page', async ({
    page: tab,
  }) => {
    await tab.goto('/games');
    await expect(tab.getByTestId('games-page')).toBeVisible();
    await tab.evaluate(() => {
      window.history.pushState(null, '', '/account/my-coupons');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(tab).toHaveURL(/\/login\?referrer=%2Faccount%2Fmy-coupons$/);
    await expect(tab.getByTestId('page-login')).toBeVisible();
  });

  test('a signed-in player opening / gets the hub', async ({ page: tab, context, request, baseURL }) => {
    await giveSessionTo(
      context,
      baseURL!,
      await signInThroughApi(request, DEMO_PLAYER.email, DEMO_PLAYER.password),
    );
    await tab.goto('/');
    await expect(tab).toHaveURL(/\/hub$/);
    await expect(tab.getByTestId('hub-page').getByRole('heading', { level: 1 })).toContainText(
      DEMO_PLAYER.nickname,
    );
  });
});
