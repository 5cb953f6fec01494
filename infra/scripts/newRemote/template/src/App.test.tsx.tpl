import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeCampaignLanguage } from '@portal/campaign';
import { renderRoute } from '@portal/federation/testing';
import { App } from './App';
import { registerTexts } from './i18n';

/** Lazy pages compile on first import under jest: give them time on a busy machine. */
const slow = { timeout: 15_000 };
const LANDING = '/games/official/__GAME_CODE__';

/** The API is unreachable here: the landing still renders its texts, and its widgets their Retry. */
beforeAll(async () => {
  globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch;
  await registerTexts();
});
afterEach(() => changeCampaignLanguage('en'));

jest.setTimeout(30_000);

describe('__APP__', () => {
  it('shows the landing: key art, name, and HOME, MILESTONE, CHARACTERS, BENEFIT in that order', async () => {
    renderRoute(<App />, LANDING);
    expect(await screen.findByRole('heading', { level: 1, name: '__TITLE__' }, slow)).toBeInTheDocument();
    // The converted key art: AVIF and WebP sources, the intrinsic size, loaded at once (the hero).
    const hero = screen.getByRole('img', { name: 'Key art of __TITLE__' });
    expect(hero).toHaveAttribute('width');
    expect(hero).toHaveAttribute('height');
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(hero.closest('picture')?.querySelector('source[type="image/avif"]')).toHaveAttribute('srcset');
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect([...nav.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      'HOME',
      'MILESTONE',
      'CHARACTERS',
      'BENEFIT',
    ]);
    // The counter and the pre-registration panel ask the API, which does not answer: Retry.
    expect((await screen.findAllByRole('button', { name: 'Retry' }, slow)).length).toBeGreaterThan(0);
  });

  it('shows each character with job, weakness and portrait', async () => {
    renderRoute(<App />, LANDING);
    const tabs = within(
      await screen.findByRole('tablist', { name: 'Choose a character' }, slow),
    ).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Scout', 'Guard', 'Seer']);
    await userEvent.setup().click(tabs[2]!);
    const panel = screen.getByTestId('character-seer');
    expect(panel).toHaveTextContent('Sees too much to sleep.');
    expect(within(panel).getAllByRole('img')).toHaveLength(1);
  });

  it('asks a visitor to sign in for points, quests, referral and rewards', async () => {
    renderRoute(<App />, LANDING);
    expect(
      await screen.findByText('Sign in to earn points, invite friends and claim your rewards.', {}, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Quests' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Raffle' })).toBeInTheDocument();
  });

  it('speaks Indonesian, Thai and Vietnamese', async () => {
    for (const [language, label] of [
      ['id', 'KARAKTER'],
      ['th', 'ตัวละคร'],
      ['vn', 'NHÂN VẬT'],
    ] as const) {
      await changeCampaignLanguage(language);
      const { unmount } = renderRoute(<App />, LANDING);
      expect(await screen.findByRole('link', { name: label }, slow)).toBeInTheDocument();
      unmount();
    }
  });

  it('renders the kit puzzle page on /anniversary/__GAME_CODE__/puzzle, with Retry while the API is away', async () => {
    renderRoute(<App />, '/anniversary/__GAME_CODE__/puzzle');
    expect(await screen.findByRole('button', { name: 'Retry' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the game page' })).toHaveAttribute('href', LANDING);
  });
});
