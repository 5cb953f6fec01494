import {
  ADMIN_TOKEN_HEADER,
  campaignApiRoutes,
  FeedbackListSchema,
  helpApiRoutes,
  PreRegistrationStatusSchema,
} from '@portal/contracts';
import * as v from 'valibot';
import { codeFromOutbox, signInThroughApi, uniqueEmail } from '../src/players';
import { demoUrl, expect, settledMounts, test } from '../src/studioPortal';

// A new account's OTP, consent and coupon, all from the studio's page: several portal round trips.
test.describe.configure({ timeout: 120_000 });

test('a new visitor pre-registers end to end inside the studio page (email, account, OTP, consent, coupon) and the portal knows it', async ({
  page,
  request,
  studioPortal,
  consoleErrors,
}) => {
  const { studio, url: portalUrl } = studioPortal;
  const email = uniqueEmail('studio-visitor');
  const password = 'ashes2026';
  const widgets = ['sign-in', 'pre-registration', 'feedback'];
  await page.goto(demoUrl(studio, widgets));
  expect(await settledMounts(page, widgets)).toEqual({});

  const flow = page.locator('#pre-registration').getByTestId('pre-register-flow');
  await flow.getByLabel('Email').fill(email);
  await flow.getByRole('button', { name: 'Continue' }).click();
  await flow.getByLabel('Password', { exact: true }).fill(password);
  await flow.getByLabel('Confirm password').fill(password);
  await flow.getByRole('button', { name: 'Continue to OTP' }).click();
  await expect(flow.getByText("didn't receive the code")).toBeVisible();
  await flow.getByLabel('Code', { exact: true }).fill(await codeFromOutbox(request, email));
  await flow.getByRole('button', { name: 'Verify' }).click();

  // The new account's session (bound to the studio page by the portal) signs the whole page in.
  await flow.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
  await flow.getByRole('checkbox', { name: /EULA/ }).check();
  await expect(page.locator('#sign-in')).toContainText('Signed in as');
  await expect(page.locator('#events')).toContainText('signed-in');
  await flow.getByRole('button', { name: 'Pre-register' }).click();

  await expect(flow.getByRole('heading', { name: 'Thank you for pre-registering!' })).toBeVisible();
  await flow.getByRole('button', { name: 'view my coupon' }).click();
  const coupon = flow.getByTestId('reward-code');
  await expect(coupon).toHaveText(/\S{6,}/);

  // The portal's side: the account signs in there and is pre-registered, with the same coupon.
  const player = await signInThroughApi(request, email, password);
  const answer = await request.get(`${portalUrl}${campaignApiRoutes.preRegistration('ash_echoes')}`, {
    headers: { authorization: `Bearer ${player.token}` },
  });
  expect(answer.status()).toBe(200);
  const status = v.parse(PreRegistrationStatusSchema, ((await answer.json()) as { data: unknown }).data);
  expect(status).toMatchObject({ preRegistered: true, channel: 'website', lotteryNumber: player.userId });
  expect(status.coupon?.code).toBe(await coupon.textContent());
  await expect(page.locator('#events')).toContainText(
    `pre-registered ${JSON.stringify({ userId: player.userId, channel: 'website' })}`,
  );

  // Every widget on the page shares the new account's session: feedback goes out as that player.
  const feedback = page.locator('#feedback');
  await expect(feedback.getByLabel('Email (optional)')).toHaveCount(0);
  const description = `Pre-registered on the studio page ${Date.now()}`;
  await feedback.getByLabel('Your feedback').fill(description);
  await feedback.getByRole('button', { name: 'Send' }).click();
  await expect(feedback.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(page.locator('#events')).toContainText('feedback-sent {"page":"released_game"}');
  const stored = await request.get(`${portalUrl}${helpApiRoutes.adminFeedback}?limit=1`, {
    headers: { [ADMIN_TOKEN_HEADER]: studioPortal.adminToken },
  });
  expect(v.parse(FeedbackListSchema, ((await stored.json()) as { data: unknown }).data)[0]).toMatchObject({
    userId: player.userId,
    email,
    description,
  });

  // Nothing of the session reached the studio's storage, cookies or address.
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length, document.cookie])).toEqual([
    0,
    0,
    '',
  ]);
  expect(page.url()).not.toContain('token');
  expect(consoleErrors.filter((line) => /Content Security Policy/i.test(line))).toEqual([]);

  // Signing out on the studio page ends that session on the portal too.
  await page.locator('#sign-in').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.locator('#sign-in').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('#events')).toContainText('signed-out {"reason":"signed-out"}');
});
