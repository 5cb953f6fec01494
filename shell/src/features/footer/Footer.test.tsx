import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { changeLanguage, initI18n } from '@portal/i18n';
import { sessionStore, webviewAtom } from '@portal/session';
import { registerShellTexts } from '../../i18n';
import { LazyFooter } from './LazyFooter';

beforeAll(async () => {
  await initI18n('en');
  await registerShellTexts();
});
afterEach(async () => {
  cleanup();
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
    const discord = within(footer).getByRole('link', { name: 'Discord (opens in a new tab)' });
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
    expect(within(footer).getByRole('link', { name: 'TikTok (เปิดในแท็บใหม่)' })).toBeTruthy();
  });

  it("is not in a game's webview", () => {
    sessionStore.set(webviewAtom, { isWebview: true, productCode: 'ash_echoes' });
    renderFooter();
    expect(screen.queryByTestId('shell-footer-slot')).toBeNull();
  });
});
