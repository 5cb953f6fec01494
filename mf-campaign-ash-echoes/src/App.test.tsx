import { screen } from '@testing-library/react';
import { changeCampaignLanguage } from '@portal/campaign';
import { campaignApiRoutes, type Campaign } from '@portal/contracts';
import { campaignFixture } from '@portal/contracts/testing';
import { renderRoute } from '@portal/federation/testing';
import { App } from './App';
import { registerTexts } from './i18n';

/** Lazy pages compile on first import under jest: give them time on a busy machine. */
const slow = { timeout: 15_000 };

/** The campaign's configuration as the API serves it: pre-registration open. */
const CAMPAIGN: Campaign = campaignFixture({ gameCode: 'ash_echoes', name: 'Ash Echoes' });

/** What the client reads of a response (jsdom has no `Response`). */
const answer = (data: unknown) =>
  Promise.resolve({
    ok: true,
    status: 200,
    statusText: 'OK',
    text: async () => JSON.stringify({ success: true, data }),
  });

/**
 * The API answers the campaign's configuration only: every page must still render its texts, and
 * its other widgets their Retry.
 */
beforeAll(async () => {
  globalThis.fetch = jest.fn((input: RequestInfo | URL) =>
    String(input).endsWith(campaignApiRoutes.campaign('ash_echoes'))
      ? answer(CAMPAIGN)
      : Promise.reject(new TypeError('offline')),
  ) as unknown as typeof fetch;
  await registerTexts();
});
afterEach(() => changeCampaignLanguage('en'));

jest.setTimeout(30_000);

describe('mf-campaign-ash-echoes routes', () => {
  it('shows the landing with its 13 sections in the order of 001 §2', async () => {
    renderRoute(<App />, '/games/official/ash_echoes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ash Echoes' }, slow)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect([...nav.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
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
    expect((await screen.findAllByRole('button', { name: 'Retry' }, slow)).length).toBeGreaterThan(0);
  });

  it("draws the landing's art converted: AVIF and WebP sources, intrinsic sizes, the hero fetched at once", async () => {
    renderRoute(<App />, '/games/official/ash_echoes');
    await screen.findByRole('heading', { level: 1, name: 'Ash Echoes' }, slow);
    const images = [...document.querySelectorAll('img')];
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image).toHaveAttribute('srcset');
      expect(Number(image.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(image.getAttribute('height'))).toBeGreaterThan(0);
      const types = [...(image.closest('picture')?.querySelectorAll('source') ?? [])].map((source) =>
        source.getAttribute('type'),
      );
      expect(types).toEqual(expect.arrayContaining(['image/avif', 'image/webp']));
    }
    // The hero is above the fold: fetched at once, with high priority (the document preloads it too).
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the flow with its prompt on /games/pre-register/ash_echoes, under the page heading', async () => {
    renderRoute(<App />, '/games/pre-register/ash_echoes');
    expect(
      await screen.findByText('input a valid email address to receive your rewards', {}, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pre-Register for Ash Echoes');
  });

  it('speaks Thai and Indonesian on campaign pages', async () => {
    await changeCampaignLanguage('th');
    const { unmount } = renderRoute(<App />, '/games/official/ash_echoes');
    expect(await screen.findByRole('link', { name: 'ลงทะเบียนล่วงหน้า' }, slow)).toBeInTheDocument();
    unmount();
    await changeCampaignLanguage('id');
    renderRoute(<App />, '/games/pre-register/ash_echoes');
    expect(
      await screen.findByText('masukkan alamat email yang valid untuk menerima hadiah Anda', {}, slow),
    ).toBeInTheDocument();
  });
});
