/**
 * axe (WCAG 2.2 AA rules) finds nothing on any page of the route table at 360 and
 * 1280 px, nor with the side drawer, the Help Center, the feedback sheet or the guided tour open.
 * Pages are reached by client-side navigation (one document per pass) to keep the suite fast.
 * The same passes hold every page to the strict CSP: no 'unsafe-inline', and nothing refused.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, navigateClientSide, test } from '../src/fixtures';
import { watchCspViolations } from '../src/cspViolations';
import { portalPages } from '../src/experiencePages';
import { giveSessionTo, registerThroughApi, signInThroughApi, DEMO_PLAYER } from '../src/shellSession';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Finding {
  where: string;
  rule: string;
  impact: string | null | undefined;
  targets: string[];
}

async function audit(page: Page, where: string): Promise<Finding[]> {
  // Contrast is read from what is painted: a sheet still fading in (slow on a busy machine) would be
  // judged at part opacity. Endless animations (spinners) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const result = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return result.violations.map((violation) => ({
    where,
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
  }));
}

/**
 * The page is on screen once its h1 has taken focus (the shell moves focus after a navigation); a
 * page without an h1 (experience-navigation reports it) is audited once the network is idle.
 */
async function open(page: Page, path: string) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await navigateClientSide(page, path);
  await page
    .locator('main h1:focus')
    .waitFor({ timeout: 15_000 })
    .catch(() => page.waitForLoadState('networkidle'));
}

test("every page's document, a missing page's included, carries the strict CSP: no 'unsafe-inline'", async ({
  request,
}) => {
  const paths = [...(await portalPages(request)).map((target) => target.path), '/no-such-page'];
  const policies = await Promise.all(
    paths.map(async (path) => {
      const response = await request.get(path);
      return { path, policy: response.headers()['content-security-policy'] ?? '' };
    }),
  );
  expect(policies.filter(({ policy }) => !/(^|;\s*)style-src [^;]*'sha256-/.test(policy))).toEqual([]);
  expect(policies.filter(({ policy }) => policy.includes('unsafe-inline'))).toEqual([]);
});

for (const width of [360, 1280]) {
  // Visitor pages and signed-in pages are two tests, so that the two workers share the passes.
  test(`axe: every visitor page of the route table at ${width} px has no WCAG 2.2 AA violation`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(600_000);
    const pages = await portalPages(request);
    const findings: Finding[] = [];
    const visitor = await browser.newContext({ viewport: { width, height: 800 } });
    const visitorPage = await visitor.newPage();
    let where = '/games';
    const refused = watchCspViolations(visitorPage, () => where);
    const document = await visitorPage.goto('/games');
    expect(document?.headers()['content-security-policy']).not.toContain('unsafe-inline');
    await expect(visitorPage.getByRole('heading', { level: 1 })).toBeVisible();
    for (const target of pages.filter((p) => p.signedOut)) {
      where = target.path;
      await open(visitorPage, target.path);
      findings.push(...(await audit(visitorPage, `${target.path} (visitor)`)));
    }
    await visitor.close();
    expect(findings).toEqual([]);
    expect(refused).toEqual([]);
  });

  test(`axe: every signed-in page of the route table at ${width} px has no WCAG 2.2 AA violation`, async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(600_000);
    const pages = await portalPages(request);
    const findings: Finding[] = [];
    const player = await browser.newContext({ viewport: { width, height: 800 } });
    await giveSessionTo(
      player,
      baseURL!,
      await signInThroughApi(request, DEMO_PLAYER.email, DEMO_PLAYER.password),
    );
    const playerPage = await player.newPage();
    let where = '/games';
    const refused = watchCspViolations(playerPage, () => where);
    await playerPage.goto('/games');
    await expect(playerPage.getByRole('heading', { level: 1 })).toBeVisible();
    for (const target of pages.filter((p) => !p.signedOut)) {
      where = target.path;
      await open(playerPage, target.path);
      findings.push(...(await audit(playerPage, target.path)));
    }
    await player.close();
    expect(findings).toEqual([]);
    expect(refused).toEqual([]);
  });

  test(`axe: drawer, Help Center, feedback and guided tour open at ${width} px`, async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const findings: Finding[] = [];
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    await giveSessionTo(context, baseURL!, await registerThroughApi(request, `axe${width}`));
    const page = await context.newPage();
    const refused = watchCspViolations(page, () => 'overlays');
    await page.goto('/hub');

    // The guided tour is an option of the Help Center sheet (it never opens by itself).
    await page.getByTestId('shell-header').getByRole('button', { name: 'Need Help' }).click();
    await page
      .getByRole('dialog', { name: 'Help Center' })
      .getByRole('button', { name: /Guided Tour/ })
      .click();
    const tour = page.getByRole('dialog', { name: 'Guided tour' });
    await expect(tour).toBeVisible({ timeout: 15_000 });
    findings.push(...(await audit(page, 'guided tour')));
    await page.keyboard.press('Escape');
    await expect(tour).toHaveCount(0);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    findings.push(...(await audit(page, 'drawer')));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 3000 });

    await page.getByTestId('shell-header').getByRole('button', { name: 'Need Help' }).click();
    const menu = page.getByRole('dialog', { name: 'Help Center' });
    await expect(menu).toBeVisible();
    findings.push(...(await audit(page, 'Help Center')));
    await menu.getByRole('button', { name: /^Give a Feedback/ }).click();
    await expect(
      page.getByRole('dialog', { name: 'Give a Feedback' }).getByTestId('feedback-page'),
    ).toBeFocused();
    findings.push(...(await audit(page, 'feedback')));
    await context.close();
    expect(findings).toEqual([]);
    expect(refused).toEqual([]);
  });
}
