import { campaignExpect as expect, chooseCampaignLanguage, preRegisterInFlow } from '../src/campaignPortal';
import { uniqueEmail } from '../src/players';
import { test } from '../src/fixtures';

test.describe.configure({ timeout: 180_000 });

const LANDING = '/games/official/crazy_ones';

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`the Crazy Ones landing at ${viewport.width} px: five sections in order and four characters`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(LANDING);
    await expect(page.getByRole('heading', { level: 1, name: 'Crazy Ones' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Sections' });
    await expect(nav.getByRole('link')).toHaveText(['HOME', 'MILESTONE', 'STORY', 'CHARACTERS', 'FEATURES']);
    // Under COUNTER_SHOWN_FROM pre-registrations (a new campaign) the landing invites players to be
    // first instead of printing a small total.
    await expect(page.getByTestId('pre-registration-early').first()).toContainText(
      'Be among the first to join',
    );
    await expect(page.getByText('Total pre-registrations')).toHaveCount(0);

    await nav.getByRole('link', { name: 'CHARACTERS', exact: true }).click();
    const tabs = page.getByRole('tablist', { name: 'Choose a character' }).getByRole('tab');
    await expect(tabs).toHaveText(['Juno', 'Rook', 'Marlowe', 'Pip']);
    for (const [index, id] of ['juno', 'rook', 'marlowe', 'pip'].entries()) {
      await tabs.nth(index).click();
      const panel = page.getByTestId(`character-${id}`);
      await expect(panel.getByRole('img')).toHaveCount(2);
      await expect(panel.locator('[data-job-type]')).toBeVisible();
    }
    await nav.getByRole('link', { name: 'FEATURES', exact: true }).click();
    await expect(page.locator('#features').getByRole('listitem')).toHaveCount(4);
    await nav.getByRole('link', { name: 'STORY', exact: true }).click();
    await expect(page.locator('#story img')).toBeVisible();
    await nav.getByRole('link', { name: 'MILESTONE', exact: true }).click();
    await expect(page.locator('#milestone').getByTestId('reward-milestone-10k')).toBeVisible();
  });
}

test('the Crazy Ones landing speaks Thai and offers the pre-registration flow', async ({ page }) => {
  await page.goto(LANDING);
  await expect(page.getByText('input a valid email address to receive your rewards')).toBeVisible();
  await chooseCampaignLanguage(page, 'th');
  await expect(
    page.getByRole('navigation', { name: 'หมวด' }).getByRole('link', { name: 'ตัวละคร' }),
  ).toBeVisible();
});

test("Crazy Ones' consent step links its own terms and the EULA of the Terms of Use; the register form's EULA anchor exists", async ({
  page,
  browser,
}) => {
  await page.goto(LANDING);
  const flow = page.getByTestId('pre-register-flow').first();
  let terms = '';
  await preRegisterInFlow(flow, uniqueEmail('co-consent'), 'crazy2026', async () => {
    terms = (await flow.getByRole('link', { name: 'Terms and Conditions' }).getAttribute('href')) ?? '';
    expect(terms).toBe('/games/tnc/terms?game=crazy_ones');
    await expect(flow.getByRole('link', { name: 'End User License Agreement (EULA)' })).toHaveAttribute(
      'href',
      '/tou#eula',
    );
  });
  await page.goto(terms);
  await expect(page.getByText('Crazy Ones pre-registration campaign and game services')).toBeVisible();
  await expect(page.getByText(/Ash Echoes/)).toHaveCount(0);

  // The register form is a visitor's: a new browser without the session the flow made.
  const visitor = await browser.newContext();
  const register = await visitor.newPage();
  await register.goto('/register');
  const eula = register.getByRole('link', { name: /EULA/ });
  await expect(eula).toHaveAttribute('href', '/tou#eula');
  await register.goto('/tou#eula');
  await expect(register.locator('#eula')).toContainText('End User License Agreement (EULA)');
  await visitor.close();
});
