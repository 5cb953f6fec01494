import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { SocialLink } from '@portal/contracts';
import { changeLanguage, initI18n } from '@portal/i18n';
import { sessionStore, webviewAtom } from '@portal/session';
import { registerShellTexts } from '../../i18n';
import { installFakeApi, type FakeApi } from '../../testing/fakeApi';
import { resetShellMetadata } from '../banners/useShellMetadata';
import { LazyFooter } from './LazyFooter';

const DEMO_LINKS: SocialLink[] = [
  { network: 'discord', url: 'https://discord.gg/playerportal' },
  { network: 'tiktok', url: 'https://www.tiktok.com/@playerportal' },
];

let api: FakeApi;
/** The public metadata answer: COMMON holding these social links, or a failure. */
const answer = (links: unknown[] | 'failure') =>
  api.on('GET /api/public/metadata', () =>
    links === 'failure'
      ? { status: 500, errors: [{ code: 'INTERNAL', message: 'down' }] }
      : {
          data: {
            COMMON: [
              {
                group: 'COMMON',
                key: 'social_links',
                version: 1,
                value: JSON.stringify(links),
                updatedAt: 0,
              },
            ],
          },
        },
  );

beforeAll(async () => {
  await initI18n('en');
  await registerShellTexts();
});
beforeEach(() => {
  resetShellMetadata();
  api = installFakeApi();
  answer(DEMO_LINKS);
});
afterEach(async () => {
  cleanup();
  api.restore();
  sessionStore.set(webviewAtom, { isWebview: false, productCode: null });
  await changeLanguage('en');
});

const renderFooter = () =>
  render(
    <MemoryRouter>
      <LazyFooter />
    </MemoryRouter>,
  );

describe('the footer', () => {
  it('has the company, its social accounts, games, help, legal pages and the languages', async () => {
    renderFooter();
    const footer = await screen.findByRole('contentinfo');
    expect(
      within(footer)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Player Portal', 'Games', 'Support', 'Legal', 'Language']);
    const discord = await within(footer).findByRole('link', { name: 'Discord (opens in a new tab)' });
    expect([discord.getAttribute('href'), discord.getAttribute('rel')]).toEqual([
      'https://discord.gg/playerportal',
      'noopener noreferrer',
    ]);
    expect(within(footer).getByRole('link', { name: 'Terms of Use' }).getAttribute('href')).toBe('/tou');
    expect(within(footer).getByRole('link', { name: 'All games' }).getAttribute('href')).toBe('/games');
    expect(within(footer).getByRole('button', { name: 'Help Center' })).toBeTruthy();
    expect(within(footer).getAllByRole('button', { name: /^(EN|VN|TH|ID) - / })).toHaveLength(4);
  });

  it('speaks the page language', async () => {
    await changeLanguage('th');
    renderFooter();
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'ข้อกฎหมาย' })).toBeTruthy();
    expect(await within(footer).findByRole('link', { name: 'TikTok (เปิดในแท็บใหม่)' })).toBeTruthy();
  });

  it("links the operator's accounts in their order, and leaves out an entry that breaks the rules", async () => {
    answer([
      { network: 'x', url: 'https://x.com/playerportal' },
      { network: 'facebook', url: 'http://www.facebook.com/playerportal' },
      { network: 'youtube', url: 'https://www.youtube.com/@playerportal' },
    ]);
    renderFooter();
    const accounts = await screen.findByRole('list', { name: 'Follow us' });
    expect(
      within(accounts)
        .getAllByRole('link')
        .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
    ).toEqual([
      ['X (opens in a new tab)', 'https://x.com/playerportal'],
      ['YouTube (opens in a new tab)', 'https://www.youtube.com/@playerportal'],
    ]);
  });

  it.each([
    ['no links are set', []],
    ['the metadata cannot be read', 'failure' as const],
  ])('shows no social row when %s, and the rest of the footer as usual', async (_, links) => {
    answer(links);
    renderFooter();
    const footer = await screen.findByRole('contentinfo');
    await waitFor(() => expect(within(footer).queryByTestId('footer-social-loading')).toBeNull());
    expect(within(footer).queryByRole('list', { name: 'Follow us' })).toBeNull();
    expect(within(footer).queryAllByRole('link', { name: /opens in a new tab/ })).toEqual([]);
    expect(within(footer).getByRole('link', { name: 'Terms of Use' })).toBeTruthy();
  });

  it("is not in a game's webview", () => {
    sessionStore.set(webviewAtom, { isWebview: true, productCode: 'ash_echoes' });
    renderFooter();
    expect(screen.queryByTestId('shell-footer-slot')).toBeNull();
  });
});
