// Temporary screenshot script (not committed): a temp portal, then screens at 360 and 1280 in en, vn, th.
import { chromium } from 'playwright-core';
import { encodePassword } from '@portal/contracts';
import { startTempPortal } from './src/tempPortal';
import { chromiumLaunchOptions } from './src/chromium';

async function main() {
  const portal = await startTempPortal();
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const api = await (await browser.newContext()).request;
    const login = await api.post(`${portal.url}/api/public/auth/login`, {
      data: { email: 'demo@player.test', password: encodePassword('demo1234') },
    });
    console.log('login', login.status(), (await login.text()).slice(0, 200));
    const session = ((await login.json()) as { data: { token: string; userId: number } }).data;
    for (const [w, h] of [[360, 740], [1280, 800]]) {
      for (const lang of ['en', 'vn', 'th']) {
        const context = await browser.newContext({ viewport: { width: w, height: h } });
        await context.addInitScript((l) => localStorage.setItem('portal.campaign.language', l), lang);
        const page = await context.newPage();
        await page.goto(`${portal.url}/games/official/crazy_ones`);
        await page.getByTestId('pre-registration-total').first().waitFor({ timeout: 30000 });
        await page.screenshot({ path: `/tmp/crazy-shots/landing-${w}-${lang}.png` });
        for (const id of ['story', 'characters', 'features', 'milestone']) {
          await page.locator(`nav a[href="#${id}"]`).click();
          await page.waitForTimeout(1500);
          await page.screenshot({ path: `/tmp/crazy-shots/${id}-${w}-${lang}.png` });
        }
        await context.close();
      }
      const context = await browser.newContext({ viewport: { width: w, height: h } });
      await context.addCookies([
        { name: 'portal_token', value: session.token, url: portal.url },
        { name: 'portal_uid', value: String(session.userId), url: portal.url },
      ]);
      const page = await context.newPage();
      for (const [name, path] of [
        ['puzzle', '/anniversary/crazy_ones/puzzle'],
        ['history', '/anniversary/crazy_ones/puzzle/history'],
        ['ae-puzzle', '/event/ash_echoes/ember-festival/puzzle'],
        ['ae-history', '/event/ash_echoes/ember-festival/puzzle/history'],
      ]) {
        await page.goto(`${portal.url}${path}`);
        await page.waitForTimeout(4000);
        await page.screenshot({ path: `/tmp/crazy-shots/${name}-${w}.png`, fullPage: true });
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await portal.stop();
  }
}
main().then(() => process.exit(0), (e) => { console.error(e); process.exit(1); });
