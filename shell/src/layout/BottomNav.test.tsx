import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { sessionStore, tokenAtom } from '@portal/session';
import { registerShellTexts } from '../i18n';
import { BottomNav } from './BottomNav';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <BottomNav />
    </MemoryRouter>,
  );

beforeAll(() => registerShellTexts());
afterEach(() => act(() => sessionStore.set(tokenAtom, null)));

describe('BottomNav', () => {
  it('marks GAMES as the current page on a game page', async () => {
    renderAt('/games/ash_echoes');
    expect(await screen.findByRole('link', { name: 'GAMES' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'HOME' })).not.toHaveAttribute('aria-current');
  });

  it('lets an app name the active entry with the portal:menu-key event, for the current page', async () => {
    renderAt('/account');
    expect(await screen.findByRole('link', { name: 'GAMES' })).not.toHaveAttribute('aria-current');
    act(() => {
      window.dispatchEvent(new CustomEvent('portal:menu-key', { detail: 'games' }));
    });
    expect(screen.getByRole('link', { name: 'GAMES' })).toHaveAttribute('aria-current', 'page');
    act(() => {
      window.dispatchEvent(new CustomEvent('portal:menu-key', { detail: 'nonsense' }));
    });
    expect(screen.getByRole('link', { name: 'GAMES' })).toHaveAttribute('aria-current', 'page');
  });

  it('sends a visitor to /vip/details and a signed-in player to /vip', async () => {
    renderAt('/');
    expect(await screen.findByRole('link', { name: 'MY VIP' })).toHaveAttribute('href', '/vip/details');
    act(() => sessionStore.set(tokenAtom, 'token-1'));
    expect(screen.getByRole('link', { name: 'MY VIP' })).toHaveAttribute('href', '/vip');
  });
});
