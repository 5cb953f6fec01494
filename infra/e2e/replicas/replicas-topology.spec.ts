import { DEMO_PLAYER } from '../src/players';
import { expect, expectRemotePage, test } from '../src/fixtures';
import { remotePages } from '../src/pages';
import { replicasFromEnv } from './replicaEnv';

const topology = replicasFromEnv();
/** A third origin: neither the portal's nor the asset origin's (nothing needs to listen there). */
const THIRD_ORIGIN_SCRIPT = 'http://127.0.0.1:9/not-allowed.js';

for (const remote of remotePages) {
  test(`${remote.app} renders from the asset origin`, async ({ page }) => {
    const loaded: string[] = [];
    page.on('request', (request) => {
      if (/\/(remoteEntry\.js|mf-manifest\.json)(\?|$)/.test(request.url())) loaded.push(request.url());
    });
    await page.goto(remote.path);
    await expectRemotePage(page, remote);
    const own = loaded.filter((url) => url.includes(`/${remote.app}/`));
    expect(own.length).toBeGreaterThanOrEqual(2); // its manifest and its entry
    for (const url of loaded) expect(url.startsWith(`${topology.assetUrl}/`), url).toBe(true);
  });
}

test('the page policy lets the asset origin in and blocks a third origin', async ({ page }) => {
  const response = await page.goto('/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
  // The portal and the asset origin, besides the served page's one inline script by its hash.
  expect(scriptSources.filter((source) => !/^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))).toEqual([
    "'self'",
    topology.assetUrl,
  ]);
  const blocked = await page.evaluate(
    (src) =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.blockedURI), {
          once: true,
        });
        const script = document.createElement('script');
        script.src = src;
        document.head.append(script);
      }),
    THIRD_ORIGIN_SCRIPT,
  );
  expect(blocked).toBe(THIRD_ORIGIN_SCRIPT);
});

test('a session signed in through one replica is served by the other, and survives a replica killed mid-session', async ({
  page,
}) => {
  await page.goto('/login');
  const login = page.getByTestId('page-login');
  await login.getByLabel('Email').fill(DEMO_PLAYER.email);
  await login.getByLabel('Password', { exact: true }).fill(DEMO_PLAYER.password);
  await login.getByRole('button', { name: 'Login Now' }).click();
  await expect(page).toHaveURL(/\/hub$/);
  const greeting = page.getByTestId('hub-page').getByRole('heading', { level: 1 });
  await expect(greeting).toContainText(DEMO_PLAYER.nickname);

  // The session lives in the database: each replica, asked directly with the browser's cookies
  // (cookies ignore the port), knows the player, whichever one handled the sign-in.
  for (const replica of topology.urls) {
    const me = await page.request.get(`${replica}/api/private/auth/me`);
    expect(me.status(), replica).toBe(200);
  }

  const [first] = topology.pids;
  expect(first).toBeGreaterThan(0);
  process.kill(first!, 'SIGKILL');

  // The gateway retries a refused connection on the other replica and takes the dead one out.
  for (let visit = 0; visit < 3; visit += 1) {
    await page.reload();
    await expect(greeting).toContainText(DEMO_PLAYER.nickname);
  }
  await page.goto('/topup');
  await expect(page.getByTestId('page-topup').getByRole('heading', { level: 1 })).toHaveText('Top Up');
});
