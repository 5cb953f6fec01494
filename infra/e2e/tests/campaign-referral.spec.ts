import { test } from '../src/fixtures';
import { giveSessionTo, uniqueEmail } from '../src/players';
import {
  campaignExpect as expect,
  inviteCodeOf,
  LANDING,
  openSection,
  preRegisterInFlow,
  preRegisterThroughApi,
} from '../src/campaignPortal';

test.describe.configure({ timeout: 180_000 });

test.describe('Ash Echoes referral (001 §9: 40 points each, first 5)', () => {
  test("a referred friend's registration gives the referrer 40 points, and the sixth gives nothing", async ({
    browser,
    baseURL,
    request,
  }) => {
    const referrer = await preRegisterThroughApi(request, 'ae-referrer');
    const inviteCode = await inviteCodeOf(request, referrer);

    // The first friend follows the invite link and pre-registers through the page.
    const friendContext = await browser.newContext();
    const friendPage = await friendContext.newPage();
    const email = uniqueEmail('ae-friend');
    await friendPage.goto(`/games/pre-register/ash_echoes?invite=${inviteCode}`);
    const flow = friendPage.getByTestId('pre-register-flow');
    await preRegisterInFlow(flow, email, 'friend2026');
    await friendContext.close();

    const context = await browser.newContext();
    await giveSessionTo(context, baseURL!, referrer);
    const page = await context.newPage();
    await page.goto(LANDING);
    await openSection(page, 'Benefit');
    await expect(page.getByTestId('points-balance')).toHaveText('40');
    await expect(page.getByTestId('referral-count')).toContainText(
      '1 friend counted, 1 of 5 rewarded (40 AE Points)',
    );

    // Friends two to six pre-register through the API with the same invite code.
    for (const n of [2, 3, 4, 5, 6]) await preRegisterThroughApi(request, `ae-friend-${n}`, inviteCode);
    await page.reload();
    await openSection(page, 'Benefit');
    await expect(page.getByTestId('referral-count')).toContainText(
      '6 friends counted, 5 of 5 rewarded (200 AE Points)',
    );
    await expect(page.getByTestId('points-balance')).toHaveText('200');
    await context.close();
  });
});
