import { campaignExpect } from '../src/campaignPortal';
import { demoUrl, expect, settledMounts, test } from '../src/studioPortal';

/** A JS file containing it is a copy of react-dom/client (see shared-singletons.spec.ts). */
const REACT_DOM_CLIENT_MARKER = '__reactContainer$';

test('the demo studio page (another origin, style-src self) shows the widgets from /embed/v1.js with one React', async ({
  page,
  studioPortal,
  consoleErrors,
}) => {
  const { studio, url: portalUrl } = studioPortal;
  expect(new URL(studio.url).origin).not.toBe(new URL(portalUrl).origin);
  const apiCalls: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/')) apiCalls.push(response.url());
  });
  const widgets = ['feedback', 'pre-registration', 'public-profile'];
  await page.goto(`${demoUrl(studio, widgets)}&profile=aria`);

  expect(await settledMounts(page, widgets)).toEqual({});
  await expect(page.locator('#feedback').getByLabel('Your feedback')).toBeVisible();
  await expect(
    page.locator('#public-profile').getByRole('heading', { name: "Aria's Profile" }),
  ).toBeVisible();
  await expect(page.locator('#pre-registration').getByRole('heading', { level: 1 })).toBeVisible();

  // Styled under the strict CSP: the rules live in the widgets' shadow roots, the studio's font stays outside.
  const feedbackFont = await page
    .locator('#feedback')
    .evaluate((host) => getComputedStyle(host.shadowRoot!.firstElementChild!).fontFamily);
  expect(feedbackFont).toContain('"Noto Sans Thai"');
  expect(feedbackFont).not.toContain('Georgia');
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Georgia');
  expect(consoleErrors.filter((line) => /Content Security Policy/i.test(line))).toEqual([]);

  // Every API call went to the portal's origin, never to the studio's.
  expect(apiCalls.length).toBeGreaterThan(0);
  expect(apiCalls.filter((call) => new URL(call).origin !== new URL(portalUrl).origin)).toEqual([]);

  // One React: every widget mounted with the same React.
  expect(
    await page.evaluate(() => {
      const portal = (window as unknown as { __PORTAL__?: { mounted: { react: unknown }[] } }).__PORTAL__;
      const mounted = portal?.mounted ?? [];
      return { count: mounted.length, reacts: new Set(mounted.map((record) => record.react)).size };
    }),
  ).toEqual({ count: 3, reacts: 1 });
});

// A later remote's shared modules still load when the first one did not provide them all; React stays
// in each remote's `shared-react` file, fetched once (packages/mf-build chunking.ts).
test('three widgets on one page fetch react-dom once', async ({ page, request, studioPortal }) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.add(response.url());
  });
  const widgets = ['feedback', 'pre-registration', 'public-profile'];
  await page.goto(`${demoUrl(studioPortal.studio, widgets)}&profile=aria`);
  expect(await settledMounts(page, widgets)).toEqual({});
  const reactDomCopies: string[] = [];
  for (const url of scripts) {
    if ((await (await request.get(url)).text()).includes(REACT_DOM_CLIENT_MARKER)) reactDomCopies.push(url);
  }
  expect(reactDomCopies).toHaveLength(1);
});

test("the pre-registration widget draws on the portal's backdrop: its heading stays readable on the studio's cream page", async ({
  page,
  studioPortal,
}) => {
  const widgets = ['pre-registration'];
  await page.goto(demoUrl(studioPortal.studio, widgets));
  expect(await settledMounts(page, widgets)).toEqual({});
  const widget = page.locator('#pre-registration');
  const heading = widget.getByRole('heading', { level: 1 });
  await campaignExpect(heading).toBeVisible();
  // The portal's light text sits on the widget's own dark backdrop, not on the studio's cream page.
  const contrast = await widget.evaluate((host) => {
    const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (color: string) => {
      const [r, g, b] = channels(color).map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const text = luminance(getComputedStyle(host.shadowRoot!.querySelector('h1')!).color);
    // The first painted background behind the heading: the widget's own, else the studio page's.
    let painted = 'rgb(255, 255, 255)';
    for (let node: Element | null = host; node; node = node.parentElement) {
      const color = getComputedStyle(node).backgroundColor;
      if (color !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(color)) {
        painted = color;
        break;
      }
    }
    const backdrop = luminance(painted);
    return (Math.max(text, backdrop) + 0.05) / (Math.min(text, backdrop) + 0.05);
  });
  expect(contrast).toBeGreaterThanOrEqual(4.5);
});

test('a site not on the allowlist gets the refusal in every widget and no data', async ({
  page,
  studioPortal,
}) => {
  const apiAnswers: { url: string; cors: string | undefined }[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/'))
      apiAnswers.push({ url: response.url(), cors: response.headers()['access-control-allow-origin'] });
  });
  const widgets = ['feedback', 'wallet-balance', 'public-profile'];
  await page.goto(demoUrl(studioPortal.stranger, widgets));

  expect(await settledMounts(page, widgets)).toEqual({
    feedback: 'origin-not-allowed',
    'wallet-balance': 'origin-not-allowed',
    'public-profile': 'origin-not-allowed',
  });
  for (const widget of widgets)
    await expect(page.locator(`#${widget}`).getByRole('status')).toHaveText(
      'This site is not allowed to show the portal.',
    );
  // Only the origin check was asked (answered to anyone); no widget loaded, no player data was read.
  expect(apiAnswers.map((answer) => new URL(answer.url).pathname)).toEqual(['/api/public/embed/origin']);
  const profile = await page.evaluate(async (portal) => {
    try {
      return (await fetch(`${portal}/api/public/profiles/aria`)).status;
    } catch {
      return 'blocked by CORS';
    }
  }, studioPortal.url);
  expect(profile).toBe('blocked by CORS');
});

test('bad input: an unknown widget, a missing element and malformed options reject with a console error, never a blank box', async ({
  page,
  studioPortal,
  consoleErrors,
}) => {
  await page.goto(demoUrl(studioPortal.studio, ['none']));
  await page.waitForFunction(() => 'PortalEmbed' in window);
  const outcomes = await page.evaluate(async () => {
    const box = document.getElementById('feedback')!;
    const attempt = (run: () => Promise<unknown>) =>
      run().then(
        () => 'resolved',
        (error: { code?: string }) => error.code,
      );
    const embed = (window as unknown as { PortalEmbed: unknown }).PortalEmbed as {
      mount: (widget: unknown, element: unknown, options?: unknown) => Promise<unknown>;
    };
    return {
      unknownWidget: await attempt(() => embed.mount('leaderboard', box)),
      missingElement: await attempt(() => embed.mount('feedback', '#nowhere')),
      notAnObject: await attempt(() => embed.mount('feedback', box, 'en')),
      unknownOption: await attempt(() => embed.mount('feedback', box, { colour: 'red' })),
      badTheme: await attempt(() =>
        embed.mount('feedback', box, { theme: { accent: 'red; display: none' } }),
      ),
      noSlug: await attempt(() =>
        embed.mount('public-profile', document.getElementById('public-profile'), {}),
      ),
    };
  });
  expect(outcomes).toEqual({
    unknownWidget: 'unknown-widget',
    missingElement: 'missing-element',
    notAnObject: 'bad-options',
    unknownOption: 'bad-options',
    badTheme: 'bad-options',
    noSlug: 'bad-options',
  });
  expect(consoleErrors.filter((line) => line.startsWith('[PortalEmbed]'))).toHaveLength(6);
  expect(consoleErrors).toContainEqual(expect.stringContaining('theme.accent must be a CSS colour'));
  expect(consoleErrors).toContainEqual(expect.stringContaining('unknown widget "leaderboard"'));
  await expect(page.locator('#public-profile').getByRole('status')).toHaveText(
    'The public-profile widget cannot be shown: slug is required: the profile slug of https://<portal>/profiles/<slug>.',
  );
});

test("theme overrides restyle the widget's box from the studio page, under its strict CSP", async ({
  page,
  studioPortal,
  consoleErrors,
}) => {
  await page.goto(demoUrl(studioPortal.studio, ['none']));
  await page.waitForFunction(() => 'PortalEmbed' in window);
  await page.evaluate(() =>
    (
      (window as unknown as { PortalEmbed: unknown }).PortalEmbed as {
        mount: (widget: string, element: unknown, options?: unknown) => Promise<unknown>;
      }
    ).mount('feedback', document.getElementById('feedback'), {
      theme: { background: '#ffffff', text: '#222222', radius: 4, font: 'Georgia, serif' },
    }),
  );
  const feedback = page.locator('#feedback');
  await expect(feedback.getByLabel('Your feedback')).toBeVisible();
  expect(
    await feedback.evaluate((host) => {
      const style = getComputedStyle(host);
      return [style.backgroundColor, style.color, style.borderTopLeftRadius, style.fontFamily];
    }),
  ).toEqual(['rgb(255, 255, 255)', 'rgb(34, 34, 34)', '4px', 'Georgia, serif']);
  expect(consoleErrors.filter((line) => /Content Security Policy/i.test(line))).toEqual([]);
});
