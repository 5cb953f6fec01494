/**
 * A visitor's home arrives drawn (the shell's server render, put in the document by the gateway):
 * readable without JavaScript, in the language asked for, and with JavaScript the shell takes it
 * over without a change a reader could see and everything on it works as before.
 */
import { expect, test } from '../src/fixtures';
import { layoutShift } from '../src/layoutShift';
import { servedDocument, visitServed } from '../src/servedPages';

const THAI_TITLE = 'เล่น เติมเงิน และเลเวลอัป';
const THAI_SUBTITLE = 'บัญชีเดียวสำหรับทุกเกมที่เราให้บริการ';
const ENGLISH_TITLE = 'Play, top up and level up';

test.describe("the home's server render", () => {
  test.describe.configure({ timeout: 120_000 });

  test('a plain request for the Thai home finds its heading and main text in Thai in the HTML', async ({
    request,
  }) => {
    const served = await servedDocument(request, '/?lang=th', THAI_TITLE);
    expect(served).toMatch(/<html[^>]* lang="th"/);
    expect(served).toContain('<section id="remote-slot-shell" data-remote="shell" data-server-render="">');
    expect(served).toMatch(new RegExp(`<h1[^>]*>${THAI_TITLE}</h1>`));
    expect(served).toContain(THAI_SUBTITLE);
    // Links work before any script: real addresses.
    expect(served).toMatch(/<a[^>]* href="\/register"[^>]*>สร้างบัญชี<\/a>/);
  });

  test('with JavaScript the shell takes the home over without a shift or an error, and the carousel and links work', async ({
    browser,
    request,
  }) => {
    // The render drew the games (the API answered within its share of the budget); it is reused
    // for a few seconds, so the page below gets the same document.
    await servedDocument(request, '/', 'data-testid="carousel-slide"');
    const { context, page, errors, served } = await visitServed(browser, '/');
    expect(served).toContain('data-server-render=""');
    expect(served).toContain(ENGLISH_TITLE);

    // Taken over: one home, the shell's (the server's markup is gone), shown in its place.
    await expect(
      page.locator('#remote-slot-shell > div:not([hidden]) [data-testid="home-page"]'),
    ).toBeVisible();
    await expect(page.getByTestId('home-page')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: ENGLISH_TITLE })).toBeVisible();
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);

    const carousel = page.getByTestId('home-carousel');
    await carousel.getByRole('button', { name: 'Pause the slideshow' }).click();
    await expect(carousel.getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
    const first = await carousel
      .getByTestId('carousel-slide')
      .filter({ visible: true })
      .getAttribute('aria-label');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel.getByTestId('carousel-slide').filter({ visible: true })).not.toHaveAttribute(
      'aria-label',
      first ?? '',
    );

    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByTestId('home-page')).toHaveCount(0);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: ENGLISH_TITLE })).toBeVisible();
    await expect(page.getByTestId('home-page')).toHaveCount(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
