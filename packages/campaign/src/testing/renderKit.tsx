import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { authEndpoints, endpointUrl } from '@portal/contracts';
import { authUserFixture } from '@portal/contracts/testing';
import { endSession } from '@portal/session';
import { changeCampaignLanguage, registerCampaignTexts } from '../i18n/instance';
import { CampaignKitProvider, registerKitTexts } from '../i18n/kitTexts';

/** The campaign the kit's tests speak for: its texts name its points, as a real campaign's do. */
export const FIXTURE_NAMESPACE = 'fixtureCampaign';
const fixtureTexts = async () => ({ pointsName: 'AE Points' });

/**
 * The account calls the kit makes through the portal's client (the player after sign-in, logout),
 * answered like the API does; campaign calls go to the fake CampaignCalls a test hands in.
 */
function accountFetch(): typeof fetch {
  return jest.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const data =
      path === endpointUrl(authEndpoints.me)
        ? authUserFixture()
        : path === endpointUrl(authEndpoints.logout)
          ? { revoked: true }
          : null;
    const body = JSON.stringify(
      data ? { success: true, data } : { success: false, errors: [{ code: 'NOT_FOUND', message: path }] },
    );
    return {
      status: data ? 200 : 404,
      ok: Boolean(data),
      statusText: '',
      text: async () => body,
    } as Response;
  }) as unknown as typeof fetch;
}

/** The kit's texts in English, a signed-out player and the account API, before each test. */
export async function resetKit(): Promise<void> {
  globalThis.fetch = accountFetch();
  endSession();
  await registerKitTexts();
  await registerCampaignTexts(FIXTURE_NAMESPACE, {
    en: fixtureTexts,
    id: fixtureTexts,
    th: fixtureTexts,
    vn: fixtureTexts,
  });
  await changeCampaignLanguage('en');
}

/** The element inside the fixture campaign; `{ campaign: false }` renders the kit alone. */
export const renderKit = (element: ReactElement, { campaign = true } = {}) =>
  render(
    campaign ? (
      <CampaignKitProvider textsNamespace={FIXTURE_NAMESPACE}>{element}</CampaignKitProvider>
    ) : (
      element
    ),
  );
