/**
 * Helpers of the campaign browser tests (tests/campaign-*.spec.ts): the Ash Echoes pages, players
 * who pre-register through the real calls, and reading a player's campaign state as the API has it.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { campaignApiRoutes } from '@portal/contracts';
import { codeFromOutbox, registerThroughApi, type PlayerSession } from './players';

/**
 * The campaign pages load their remote, then lazy sections and several API calls: on the shared
 * two-core machine the first paint can take longer than the default 10 s.
 */
export const campaignExpect = expect.configure({ timeout: 30_000 });

export const GAME = 'ash_echoes';
export const LANDING = '/games/official/ash_echoes';

const bearer = (session: PlayerSession) => ({ authorization: `Bearer ${session.token}` });

/** The campaign's consent versions, as the flow reads them. */
async function versions(request: APIRequestContext) {
  const response = await request.get(campaignApiRoutes.campaign(GAME));
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: { termsVersion: string; eulaVersion: string } };
  return { termsVersion: data.termsVersion, eulaVersion: data.eulaVersion };
}

/** A new account that finishes pre-registration (consent) through the API, optionally invited. */
export async function preRegisterThroughApi(
  request: APIRequestContext,
  label: string,
  inviteCode?: string,
): Promise<PlayerSession & { email: string }> {
  const player = await registerThroughApi(request, label);
  const response = await request.post(campaignApiRoutes.preRegistration(GAME), {
    headers: bearer(player),
    data: {
      agreeTerms: true,
      agreeEula: true,
      ...(await versions(request)),
      ...(inviteCode ? { inviteCode } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return player;
}

/** The player's invite code (the API creates it on first read). */
export async function inviteCodeOf(request: APIRequestContext, player: PlayerSession): Promise<string> {
  const response = await request.get(campaignApiRoutes.referral(GAME), { headers: bearer(player) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { inviteCode: string } }).data.inviteCode;
}

/** Scrolls a landing section into view, as a reader following the section navigation. */
export async function openSection(page: Page, label: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: label, exact: true })
    .click();
}

/** The landing's languages are chosen in the change-language dialog and remembered. */
export async function chooseCampaignLanguage(page: Page, language: 'en' | 'vn' | 'th' | 'id'): Promise<void> {
  // The page's one picker is the portal header's: a phone's native select, or the wide dropdown.
  const names = { en: 'EN - English', vn: 'VN - Vietnamese', th: 'TH - Thai', id: 'ID - Indonesian' };
  const select = page
    .getByRole('combobox', { name: /./ })
    .filter({ has: page.locator('option[value="th"]') });
  const reloaded = page.waitForURL((url) => url.searchParams.get('lang') === language);
  if (await select.isVisible()) await select.selectOption(language);
  else {
    // The header's dropdown is named 'Language: EN - English' (the footer's list names no current one).
    await page.getByRole('button', { name: /: (EN|VN|TH|ID) - / }).click();
    await page.getByRole('option', { name: names[language] }).click();
  }
  await reloaded;
}

/**
 * A new visitor through a campaign's pre-registration flow as a player goes: email → account → the
 * OTP from the mail → both consents, until the thanks. `campaign-preregister.spec.ts` checks each step.
 */
export async function preRegisterInFlow(
  flow: Locator,
  email: string,
  password: string,
  /** Checks made on the consent step, before consenting. */
  atConsent?: () => Promise<void>,
): Promise<void> {
  await flow.getByLabel('Email').fill(email);
  await flow.getByRole('button', { name: 'Continue' }).click();
  await flow.getByLabel('Password', { exact: true }).fill(password);
  await flow.getByLabel('Confirm password').fill(password);
  await flow.getByRole('button', { name: 'Continue to OTP' }).click();
  await flow.getByLabel('Code', { exact: true }).fill(await codeFromOutbox(flow.page().request, email));
  await flow.getByRole('button', { name: 'Verify' }).click();
  await campaignExpect(flow.getByRole('checkbox', { name: /Terms and Conditions/ })).toBeVisible();
  await atConsent?.();
  await flow.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
  await flow.getByRole('checkbox', { name: /EULA/ }).check();
  await flow.getByRole('button', { name: 'Pre-register' }).click();
  await campaignExpect(flow.getByRole('heading', { name: 'Thank you for pre-registering!' })).toBeVisible();
}
