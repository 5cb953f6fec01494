/**
 * A visitor's campaign landing arrives drawn (the remote's server render, put in the document by
 * the gateway; on by default): readable without JavaScript, in the language asked for, and with
 * JavaScript the page takes over without a change a reader could see and works as before, a tap
 * made before the take-over included.
 */
import { test } from '../src/fixtures';
import { campaignExpect as expect, LANDING } from '../src/campaignPortal';
import { watchCspViolations } from '../src/cspViolations';
import { layoutShift } from '../src/layoutShift';
import { servedDocument, visitServed } from '../src/servedPages';

const THAI_TAGLINE = 'ทุกเสียงสะท้อนล้วนจดจำ รวบรวมเหล่า Echomancer ก่อนเถ้าถ่านจะสงบลง';
const ENGLISH_TAGLINE = 'Every echo remembers. Gather the Echomancers before the ash settles.';

test.describe("the landing's server render", () => {
  test.describe.configure({ timeout: 120_000 });

  test('a plain request for the Thai landing finds its heading and text in Thai in the HTML', async ({
    request,
  }) => {
    const html = await servedDocument(request, `${LANDING}?lang=th`);
    expect(html).toMatch(/<html[^>]* lang="th"/);
    expect(html).toMatch(
      /<section id="remote-slot-mf-campaign-ash-echoes" data-remote="mf-campaign-ash-echoes" data-server-render="">/,
    );
    expect(html).toMatch(/<h1[^>]*>Ash Echoes<\/h1>/);
    expect(html).toContain(THAI_TAGLINE);
    expect(html).toContain('ลงทะเบียนล่วงหน้า');
  });

  test('a browser without JavaScript shows the landing, styled, and the CSP refuses none of it', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 360, height: 740 },
    });
    const page = await context.newPage();
    const refused = watchCspViolations(page, () => 'no-JS landing');
    await expect
      .poll(async () => {
        await page.goto(`${LANDING}?lang=th`);
        return page.getByText(THAI_TAGLINE).isVisible();
      })
      .toBe(true);
    const heading = page.getByRole('heading', { level: 1, name: 'Ash Echoes' });
    await expect(heading).toBeVisible();
    // The hero's gold heading: emotion's CSS came with the document.
    await expect(heading).toHaveCSS('color', 'rgb(255, 224, 138)');
    expect(refused).toEqual([]);
    await context.close();
  });

  test('with JavaScript the page takes over without a shift or an error, and pre-registration works', async ({
    browser,
    request,
  }) => {
    // The render drew the campaign's data (the API answered within its share of the budget); it is
    // reused for a few seconds, so the page below gets the same document.
    await servedDocument(request, LANDING, 'data-testid="launch-date"');
    const { context, page, errors, served } = await visitServed(browser, LANDING);
    expect(served).toContain('data-server-render=""');
    expect(served).toContain(ENGLISH_TAGLINE);

    // Taken over: one page, the app's, with the campaign's data (the server's markup is gone).
    await expect(page.getByTestId('page-official')).toHaveCount(1);
    await expect(page.locator('[data-server-render]')).toHaveCount(0);
    await expect(page.getByTestId('launch-date')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Ash Echoes' })).toBeVisible();
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);

    await page.getByRole('button', { name: 'Pre-Register now' }).click();
    const flow = page.getByTestId('pre-register-flow');
    await expect(flow.getByRole('heading', { name: 'Pre-Register' })).toBeFocused();
    await expect(flow.getByLabel('Email')).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('"Pre-Register now" tapped while the campaign\'s scripts are still on their way opens the flow once they arrive', async ({
    browser,
    request,
  }) => {
    await servedDocument(request, LANDING);
    // The remote's files are held back until the tap has been made on the server's drawing.
    const {
      context,
      page,
      release: releaseRemote,
    } = await visitServed(browser, LANDING, {
      hold: '**/remotes/mf-campaign-ash-echoes/**',
    });
    await page.getByRole('button', { name: 'Pre-Register now' }).click();
    // Still the server's drawing: nothing has answered the tap yet.
    await expect(page.locator('[data-server-render]')).toHaveCount(1);
    await expect(page.getByTestId('pre-register-flow')).toHaveCount(0);

    releaseRemote();
    const flow = page.getByTestId('pre-register-flow');
    await expect(flow.getByRole('heading', { name: 'Pre-Register' })).toBeFocused();
    await expect(flow.getByLabel('Email')).toBeVisible();
    await expect(page.locator('[data-server-render]')).toHaveCount(0);
    await context.close();
  });
});
