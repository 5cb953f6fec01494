/**
 * The landing's largest paint is its key art: the document preloads exactly the file the page's
 * `<img>` then draws (a 360 px phone, and Lighthouse's mobile screen: 412 px at 1.75x), it asks for
 * it before any script, and the browser downloads the art once, in one width.
 */
import { test, expect } from '../src/fixtures';
import { LANDING } from '../src/campaignPortal';
import { servedDocument } from '../src/servedPages';

const KEY_ART = /\/images\/key-art-(\d+)\.[0-9a-f]{8}\.(avif|webp|jpg)$/;

const screens = [
  { width: 360, height: 740, deviceScaleFactor: 1, file: 640 },
  { width: 412, height: 823, deviceScaleFactor: 1.75, file: 768 },
];

for (const { width, height, deviceScaleFactor, file } of screens) {
  test(`at ${width} px and ${deviceScaleFactor}x the preloaded key art is the one the page draws`, async ({
    browser,
    request,
  }) => {
    await servedDocument(request, LANDING);
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (sent) => requested.push(sent.url()));
    await page.goto(LANDING);

    const hero = page.locator('#home picture > img[fetchpriority="high"]').first();
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
      .toMatch(KEY_ART);
    const drawn = await hero.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(drawn).toMatch(new RegExp(`/key-art-${file}\\.[0-9a-f]{8}\\.avif$`));

    // The preload offers the picture's AVIF candidates with its sizes, so the browser picks alike.
    const offered = await page.evaluate(() => {
      const resolve = (srcset: string | null) =>
        (srcset ?? '').split(', ').map((candidate) => {
          const [url = '', descriptor] = candidate.trim().split(/\s+/);
          return `${new URL(url, document.baseURI).href} ${descriptor}`;
        });
      const preload = document.querySelector('link[rel="preload"][as="image"]');
      const source = document.querySelector('#home picture > source[type="image/avif"]');
      return {
        preload: [resolve(preload?.getAttribute('imagesrcset') ?? null), preload?.getAttribute('imagesizes')],
        picture: [resolve(source?.getAttribute('srcset') ?? null), source?.getAttribute('sizes')],
      };
    });
    expect(offered.preload).toEqual(offered.picture);

    // One file of the art, the one drawn, asked for before any script.
    const art = requested.filter((url) => KEY_ART.test(new URL(url).pathname));
    expect([...new Set(art)]).toEqual([drawn]);
    const firstScript = requested.findIndex((url) => new URL(url).pathname.endsWith('.js'));
    expect(firstScript).toBeGreaterThan(-1);
    expect(requested.indexOf(drawn)).toBeLessThan(firstScript);
    await context.close();
  });
}
