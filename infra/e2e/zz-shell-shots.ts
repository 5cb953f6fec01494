import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8500';
const args = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
  const errors: string[] = [];
  for (const [w, h] of [[360, 740], [1280, 800]] as const) {
    const visitor = await browser.newContext({ viewport: { width: w, height: h } });
    const page = await visitor.newPage();
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${base}/`);
    await page.getByTestId('home-page').getByTestId('game-card').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `/tmp/shell/shots/home-${w}.png` });
    await page.getByTestId('burger').click();
    await page.getByTestId('side-drawer').waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/shell/shots/drawer-visitor-${w}.png` });
    await visitor.close();

    const signedIn = await browser.newContext({ viewport: { width: w, height: h } });
    const login = await signedIn.request.post(`${base}/api/public/auth/login`, {
      data: { email: 'demo@player.test', password: Buffer.from('demo1234').toString('base64url') },
    });
    const session = (await login.json()).data;
    await signedIn.addCookies([
      { name: 'portal_token', value: session.token, url: base },
      { name: 'portal_uid', value: String(session.userId), url: base },
    ]);
    await signedIn.addInitScript(() => window.sessionStorage.setItem('portal.help.tour-auto-started', '1'));
    const p2 = await signedIn.newPage();
    p2.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await p2.goto(`${base}/`);
    await p2.getByTestId('hub-page').waitFor();
    await p2.waitForTimeout(1200);
    await p2.screenshot({ path: `/tmp/shell/shots/hub-${w}.png` });
    await p2.getByTestId('burger').click();
    await p2.getByTestId('side-drawer').waitFor();
    await p2.waitForTimeout(400);
    await p2.screenshot({ path: `/tmp/shell/shots/drawer-player-${w}.png` });
    await signedIn.close();
  }
  console.log('errors', errors);
  await browser.close();
})();
