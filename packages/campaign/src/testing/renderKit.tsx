import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { installFakeApi } from '@portal/api-client/testing';
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
const answerAccountCalls = () =>
  installFakeApi({
    [endpointUrl(authEndpoints.me)]: () => authUserFixture(),
    [endpointUrl(authEndpoints.logout)]: { revoked: true },
  });

/** The kit's texts in English, a signed-out player and the account API, before each test. */
export async function resetKit(): Promise<void> {
  answerAccountCalls();
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
