import { test } from '../src/fixtures';
import {
  campaignExpect as expect,
  chooseCampaignLanguage,
  LANDING,
  openSection,
  preRegisterInFlow,
  preRegisterThroughApi,
} from '../src/campaignPortal';
import { giveSessionTo, uniqueEmail } from '../src/players';

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

  test("visitors see a reached milestone as the contracts' table gives it, Coming Soon; a pre-registered player sees Claim", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    // The seeded counter (122,115) is past the 50,000 milestone.
    await page.goto(LANDING);
    await openSection(page, 'Milestone');
    const milestone = page.getByTestId('reward-milestone-50k');
    await expect(milestone).toContainText('Coming Soon');
    await expect(milestone.getByRole('button', { name: 'Claim' })).toHaveCount(0);

    await giveSessionTo(context, baseURL!, await preRegisterThroughApi(request, 'ae-milestone'));
    await page.reload();
    await openSection(page, 'Milestone');
    await expect(milestone.getByRole('button', { name: 'Claim' })).toBeVisible();
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
    await chooseCampaignLanguage(page, 'th');
    await expect(
      page.getByRole('navigation', { name: 'หมวด' }).getByRole('link', { name: 'ลงทะเบียนล่วงหน้า' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');

    await page.goto('/games/tnc/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'ข้อกำหนดและเงื่อนไข' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^\d+\. / })).toHaveCount(16);

    await chooseCampaignLanguage(page, 'id');
    await expect(page.getByRole('heading', { level: 1, name: 'Syarat dan Ketentuan' })).toBeVisible();
    await page.goto('/pre-register');
    await expect(page.getByText('masukkan alamat email yang valid untuk menerima hadiah Anda')).toBeVisible();
  });

  test("the campaign site's privacy policy and terms show their numbered sections, last updated January 1st, 2020", async ({
    page,
  }) => {
    await page.goto('/games/tnc/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^\d+\. / })).toHaveCount(9);
    // /terms is the campaign site's terms (001 §2); the EULA is part of the Terms of Use (/tou).
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    await expect(page.getByTestId('legal-last-updated')).toHaveText('Terms last updated January 1st, 2020');
    await page.goto('/tou#eula');
    await expect(page.locator('#eula')).toContainText('End User License Agreement (EULA)');
  });
});

test.describe("the publisher's campaign pages (mf-help) show the featured campaign", () => {
  test('/ua and /vn are the featured game’s landing through the kit, /vn in Vietnamese', async ({ page }) => {
    await page.goto('/ua');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Be among the first in Ash Echoes' }),
    ).toBeVisible();
    await expect(page.getByTestId('pre-registration-total')).toBeVisible();
    await page.goto('/vn');
    await expect(
      page.getByRole('navigation', { name: 'Mục' }).getByRole('link', { name: 'Đăng ký trước' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Ash Echoes' })).toBeVisible();
  });

  test('a visitor who pre-registers on /pre-register/mobile may enter the raffle, after consenting to the game’s own terms', async ({
    page,
  }) => {
    await page.goto('/pre-register/mobile');
    const flow = page.getByTestId('pre-register-flow');
    await expect(page.getByRole('heading', { level: 1, name: 'Pre-register for Ash Echoes' })).toBeVisible();
    await preRegisterInFlow(flow, uniqueEmail('ae-mobile'), 'ashes2026', async () => {
      await expect(flow.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
        'href',
        '/games/tnc/terms?game=ash_echoes',
      );
      await expect(flow.getByRole('link', { name: 'End User License Agreement (EULA)' })).toHaveAttribute(
        'href',
        '/tou#eula',
      );
    });
    await page.goto(LANDING);
    await openSection(page, 'Activity');
    await expect(page.getByRole('button', { name: 'Enter the raffle' })).toBeVisible();
  });
});
