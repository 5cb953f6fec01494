import { screen, within } from '@testing-library/react';
import { changeCampaignLanguage } from '@portal/campaign';
import { campaignApiRoutes, FEATURED_CAMPAIGN_KEY, endpointUrl, metadataEndpoints } from '@portal/contracts';
import { campaignFixture } from '@portal/contracts/testing';
import { renderRoute } from '@portal/federation/testing';
import { App } from '../../App';

/** Lazy pages compile on first import under jest: give them time on a busy machine. */
const slow = { timeout: 15_000 };
jest.setTimeout(30_000);

const CAMPAIGNS = {
  ash_echoes: campaignFixture({ gameCode: 'ash_echoes', name: 'Ash Echoes' }),
  crazy_ones: campaignFixture({ gameCode: 'crazy_ones', name: 'Crazy Ones' }),
};

/** What the client reads of a response (jsdom has no `Response`). */
const answer = (status: number, body: unknown) =>
  Promise.resolve({ ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) });

/** The operator's featured campaign (null: no record), and the campaigns' configurations; nothing else. */
function serve(featured: string | null) {
  globalThis.fetch = jest.fn((input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith(endpointUrl(metadataEndpoints.record, { key: FEATURED_CAMPAIGN_KEY }))) {
      return featured === null
        ? answer(404, { success: false, errors: [{ code: 'METADATA_NOT_FOUND', message: 'No record' }] })
        : answer(200, {
            success: true,
            data: {
              group: 'COMMON',
              key: FEATURED_CAMPAIGN_KEY,
              version: 1,
              value: JSON.stringify({ gameCode: featured }),
              updatedAt: 1_700_000_000,
            },
          });
    }
    for (const [code, campaign] of Object.entries(CAMPAIGNS)) {
      if (url.endsWith(campaignApiRoutes.campaign(code)))
        return answer(200, { success: true, data: campaign });
    }
    return Promise.reject(new TypeError('offline'));
  }) as unknown as typeof fetch;
}

afterEach(() => changeCampaignLanguage('en'));

describe("the publisher's campaign pages show the campaign the operator features", () => {
  it('/pre-register shows the featured campaign’s flow under its name', async () => {
    serve('ash_echoes');
    renderRoute(<App />, '/pre-register');
    expect(
      await screen.findByText('input a valid email address to receive your rewards', {}, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pre-register for Ash Echoes');
  });

  it('follows the operator: with Crazy Ones featured, /pre-register/mobile is Crazy Ones’ flow', async () => {
    serve('crazy_ones');
    renderRoute(<App />, '/pre-register/mobile');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pre-register for Crazy Ones' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover Crazy Ones' })).toHaveAttribute(
      'href',
      '/games/official/crazy_ones',
    );
  });

  it('says no game is open when the operator features none', async () => {
    serve(null);
    renderRoute(<App />, '/ua');
    expect(
      await screen.findByText('No game is open for pre-registration right now. Come back soon.', {}, slow),
    ).toBeInTheDocument();
  });

  it('/vn opens the featured landing in Vietnamese, with its sections', async () => {
    serve('ash_echoes');
    renderRoute(<App />, '/vn');
    const nav = await screen.findByRole('navigation', { name: 'Mục' }, slow);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Trang chủ', 'Đăng ký trước', 'Phần thưởng']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ash Echoes' }, slow)).toBeInTheDocument();
  });
});

describe("the campaign site's legal pages", () => {
  it.each([
    [
      '/games/tnc/terms',
      'Terms and Conditions',
      16,
      'Pre-registration campaigns and game services of the publisher',
    ],
    ['/terms', 'Terms and Conditions', 16, 'Pre-registration campaigns and game services of the publisher'],
    [
      '/games/tnc/privacy',
      'Privacy Policy',
      9,
      "How the publisher's pre-registration campaigns use your data",
    ],
  ])(
    'shows %s as "%s" with %i numbered sections, titled as the publisher\'s',
    async (path, title, count, subtitle) => {
      serve('ash_echoes');
      renderRoute(<App />, path);
      expect(await screen.findByRole('heading', { level: 1, name: title }, slow)).toBeInTheDocument();
      expect(screen.getByTestId('legal-last-updated')).toHaveTextContent(
        'Terms last updated January 1st, 2020',
      );
      expect(screen.getAllByRole('heading', { level: 2, name: /^\d+\. / })).toHaveLength(count);
      expect(screen.getByText(subtitle)).toBeInTheDocument();
    },
  );

  it("titles the terms for the game a campaign's consent links them from", async () => {
    serve('ash_echoes');
    renderRoute(<App />, '/games/tnc/terms?game=crazy_ones');
    expect(
      await screen.findByText('Crazy Ones pre-registration campaign and game services', {}, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/games/official/crazy_ones');
  });
});
