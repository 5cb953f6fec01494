import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeCampaignLanguage } from '@portal/campaign';
import { renderRoute } from '@portal/federation/testing';
import { App } from './App';
import { registerTexts } from './i18n';

/** Lazy pages compile on first import under jest: give them time on a busy machine. */
const slow = { timeout: 15_000 };

/** The API is unreachable here: the landing must still render its texts, and its widgets their Retry. */
beforeAll(async () => {
  globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch;
  await registerTexts();
});
afterEach(() => changeCampaignLanguage('en'));

jest.setTimeout(30_000);

describe('mf-campaign-crazy-ones', () => {
  it('shows the landing with HOME, MILESTONE, STORY, CHARACTERS, FEATURES in that order', async () => {
    renderRoute(<App />, '/games/official/crazy_ones');
    expect(await screen.findByRole('heading', { level: 1, name: 'Crazy Ones' }, slow)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect([...nav.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      'HOME',
      'MILESTONE',
      'STORY',
      'CHARACTERS',
      'FEATURES',
    ]);
    expect((await screen.findAllByRole('button', { name: 'Retry' }, slow)).length).toBeGreaterThan(0);
  });

  it('shows four characters, each with job, issue and two biodata pictures', async () => {
    renderRoute(<App />, '/games/official/crazy_ones');
    const tabs = within(
      await screen.findByRole('tablist', { name: 'Choose a character' }, slow),
    ).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Juno', 'Rook', 'Marlowe', 'Pip']);
    await userEvent.setup().click(tabs[2]!);
    const panel = screen.getByTestId('character-marlowe');
    expect(panel).toHaveTextContent('TACTICIAN');
    expect(panel).toHaveTextContent('Trusts plans more than people.');
    expect(within(panel).getAllByRole('img')).toHaveLength(2);
    // The biodata pictures are the converted art (AVIF and WebP first) ...
    for (const image of within(panel).getAllByRole('img'))
      expect(image.closest('picture')?.querySelector('source[type="image/avif"]')).toHaveAttribute('srcset');
    // ... and the phone background is a CSS image of it, the best format through image-set().
    const rules = [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules].map((rule) => rule.cssText),
    );
    expect(rules.join('\n')).toContain(
      'background-image: image-set(url("art-400.avif") type("image/avif"), url("art-400.webp") type("image/webp"), url("art-400.jpg") type("image/jpeg"))',
    );
  });

  it('speaks Thai, Indonesian and Vietnamese', async () => {
    for (const [language, label] of [
      ['th', 'ตัวละคร'],
      ['id', 'KARAKTER'],
      ['vn', 'NHÂN VẬT'],
    ] as const) {
      await changeCampaignLanguage(language);
      const { unmount } = renderRoute(<App />, '/games/official/crazy_ones');
      expect(await screen.findByRole('link', { name: label }, slow)).toBeInTheDocument();
      unmount();
    }
  });

  it('renders the kit puzzle page on /anniversary/crazy_ones/puzzle, with Retry while the API is away', async () => {
    renderRoute(<App />, '/anniversary/crazy_ones/puzzle');
    expect(await screen.findByRole('button', { name: 'Retry' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the game page' })).toHaveAttribute(
      'href',
      '/games/official/crazy_ones',
    );
  });
});
