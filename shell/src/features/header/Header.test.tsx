import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from '@portal/i18n';
import { helpSheetAtom, sessionStore, tokenAtom, userAtom, webviewAtom } from '@portal/session';
import { registerShellTexts } from '../../i18n';
import { playerFixture } from '../../testing/fakeApi';
import { drawerOpenAtom } from '../drawer/drawerState';
import { Header } from './Header';
import { headerVariant, isBurgerVisible, parentPath } from './headerRules';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Header />
    </MemoryRouter>,
  );

beforeAll(async () => {
  await initI18n('en');
  await registerShellTexts();
});
afterEach(() => {
  cleanup();
  sessionStore.set(tokenAtom, null);
  sessionStore.set(userAtom, null);
  sessionStore.set(webviewAtom, { isWebview: false, productCode: null });
  sessionStore.set(drawerOpenAtom, false);
  window.scrollY = 0;
});

describe('Header', () => {
  it('shows the logo, Need Help, the language switch and the burger to a visitor', async () => {
    renderAt('/games');
    expect(await screen.findByRole('link', { name: 'Player Portal home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Need Help' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Choose your language' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('data-tour', 'drawer');
    expect(screen.queryByTestId('points-chip')).not.toBeInTheDocument();
  });

  it('Need Help opens the Help Center menu through the session store', async () => {
    renderAt('/games');
    fireEvent.click(await screen.findByRole('button', { name: 'Need Help' }));
    expect(sessionStore.get(helpSheetAtom)).toEqual({ open: true, view: 'menu' });
  });

  it('the burger opens the side drawer', async () => {
    renderAt('/games');
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    expect(sessionStore.get(drawerOpenAtom)).toBe(true);
  });

  it('shows the points chip to a signed-in player in the long header only', async () => {
    sessionStore.set(tokenAtom, 'token');
    sessionStore.set(userAtom, playerFixture({ point: 1250 }));
    const { unmount } = renderAt('/hub');
    expect(await screen.findByTestId('points-chip')).toHaveTextContent('1,250');
    unmount();
    renderAt('/games/ash_echoes');
    expect(await screen.findByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.queryByTestId('points-chip')).not.toBeInTheDocument();
  });

  it('hides the burger in a webview, except on /login and /register', async () => {
    sessionStore.set(webviewAtom, { isWebview: true, productCode: 'ash_echoes' });
    const { unmount } = renderAt('/games');
    await screen.findByRole('button', { name: 'Need Help' });
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    unmount();
    renderAt('/login');
    expect(await screen.findByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });

  it('fills the ghost header once the page scrolled more than 20 px', async () => {
    renderAt('/');
    const header = await screen.findByTestId('shell-header');
    expect(header).toHaveAttribute('data-filled', 'false');
    act(() => {
      window.scrollY = 20;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-filled', 'false');
    act(() => {
      window.scrollY = 21;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-filled', 'true');
  });

  it('is always filled on pages without a hero', async () => {
    renderAt('/games');
    expect(await screen.findByTestId('shell-header')).toHaveAttribute('data-filled', 'true');
  });
});

describe('header rules', () => {
  it('uses the long variant on top-level pages and the short one deeper down', () => {
    expect(headerVariant('/')).toBe('long');
    expect(headerVariant('/vip/details')).toBe('long');
    expect(headerVariant('/tou')).toBe('long');
    expect(headerVariant('/account/my-profile')).toBe('short');
    expect(headerVariant('/games/ash_echoes')).toBe('short');
  });
  it('knows where back goes without history', () => {
    expect(parentPath('/account/my-profile/edit')).toBe('/account/my-profile');
    expect(parentPath('/games')).toBe('/');
  });
  it('hides the burger only in a webview outside /login and /register', () => {
    expect(isBurgerVisible('/games', false)).toBe(true);
    expect(isBurgerVisible('/games', true)).toBe(false);
    expect(isBurgerVisible('/register', true)).toBe(true);
  });
});
