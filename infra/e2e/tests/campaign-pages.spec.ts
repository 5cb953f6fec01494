import { test } from '../src/fixtures';
import {
  campaignExpect as expect,
  chooseCampaignLanguage,
  LANDING,
  preRegisterThroughApi,
} from '../src/campaignPortal';

test.describe.configure({ timeout: 180_000 });

test.describe('Ash Echoes landing and legal pages', () => {
  test('the landing lists its 13 sections in order, with five slides and five Echomancers', async ({
    page,
  }) => {
    await page.goto(LANDING);
    const nav = page.getByRole('navigation', { name: 'Sections' });
    await expect(nav.getByRole('link')).toHaveText([
      'Home',
      'Gameplay',
      'Worlds',
      'Factions',
      'Echomancers',
      'Features',
      'Community',
      'Milestone',
      'Wiki',
      'Pre-Register',
      'Benefit',
      'Activity',
      'Official',
    ]);
    await nav.getByRole('link', { name: 'Features', exact: true }).click();
    const carousel = page
      .getByRole('region', { name: 'Features' })
      .or(page.locator('[aria-roledescription="carousel"]'));
    await expect(carousel.getByRole('button', { name: /^Slide \d of 5$/ })).toHaveCount(5);
    await nav.getByRole('link', { name: 'Echomancers', exact: true }).click();
    await expect(page.getByRole('tablist', { name: 'Choose an Echomancer' }).getByRole('tab')).toHaveCount(5);
    await page.getByRole('button', { name: '2D view' }).click();
    await expect(page.getByRole('img', { name: /\(2D view\)$/ })).toBeVisible();

    // Benefit: the gacha that AE Points buy opens one week after launch (001 §4), with its prizes.
    await nav.getByRole('link', { name: 'Benefit', exact: true }).click();
    const gacha = page.getByTestId('campaign-gacha');
    await expect(gacha).toContainText('One draw costs 250 AE Points.');
    await expect(gacha.getByTestId('gacha-opens')).toContainText('The gacha opens on');
  });

  test('the counter moves when someone pre-registers', async ({ page, request }) => {
    await page.goto(LANDING);
    const total = page.getByTestId('pre-registration-total').first();
    await expect(total).toHaveText(/^[\d,]+$/);
    const before = Number((await total.textContent())!.replace(/\D/g, ''));
    await preRegisterThroughApi(request, 'ae-counter');
    // The counter is recomputed every COUNTER_CACHE_SECONDS and the page polls at the same pace.
    await expect
      .poll(async () => Number(((await total.textContent()) ?? '').replace(/\D/g, '')), { timeout: 30_000 })
      .toBeGreaterThan(before);
  });

  test('the Thai and Indonesian pages render, and the terms keep their numbered sections', async ({
    page,
  }) => {
    await page.goto(LANDING);
    await chooseCampaignLanguage(page, 'ภาษาไทย');
    await expect(
      page.getByRole('navigation', { name: 'หมวด' }).getByRole('link', { name: 'ลงทะเบียนล่วงหน้า' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');

    await page.goto('/games/tnc/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'ข้อกำหนดและเงื่อนไข' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^\d+\. / })).toHaveCount(16);

    await chooseCampaignLanguage(page, 'Bahasa Indonesia', 'บันทึก');
    await expect(page.getByRole('heading', { level: 1, name: 'Syarat dan Ketentuan' })).toBeVisible();
    await page.goto('/pre-register');
    await expect(page.getByText('masukkan alamat email yang valid untuk menerima hadiah Anda')).toBeVisible();
  });

  test('the privacy page and the EULA show their numbered sections, last updated January 1st, 2020', async ({
    page,
  }) => {
    await page.goto('/games/tnc/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^\d+\. / })).toHaveCount(9);
    await page.goto('/terms');
    await expect(
      page.getByRole('heading', { level: 1, name: 'End User License Agreement (EULA)' }),
    ).toBeVisible();
    await expect(page.getByTestId('legal-last-updated')).toHaveText('Terms last updated January 1st, 2020');
  });
});
