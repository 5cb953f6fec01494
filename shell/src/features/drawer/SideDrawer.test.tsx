import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from '@portal/i18n';
import { sessionStore, tokenAtom, userAtom } from '@portal/session';
import { registerShellTexts } from '../../i18n';
import { playerFixture } from '../../testing/fakeApi';
import { walletTotalsAtom } from '../account/accountState';
import { drawerOpenAtom } from './drawerState';
import { SideDrawer } from './SideDrawer';

const renderOpenAt = async (path: string) => {
  render(
    <MemoryRouter initialEntries={[path]}>
      <SideDrawer />
    </MemoryRouter>,
  );
  act(() => sessionStore.set(drawerOpenAtom, true));
  return screen.findByRole('dialog', { name: 'Menu' });
};

beforeAll(async () => {
  await initI18n('en');
  await registerShellTexts();
});
afterEach(() => {
  cleanup();
  sessionStore.set(drawerOpenAtom, false);
  sessionStore.set(tokenAtom, null);
  sessionStore.set(userAtom, null);
  sessionStore.set(walletTotalsAtom, null);
});

describe('side drawer for a visitor', () => {
  it('offers Register and Login, the Play grid, EULA and Privacy, and no profile or wallet', async () => {
    const drawer = await renderOpenAt('/games');
    expect(within(drawer).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(within(drawer).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?referrer=%2Fgames',
    );
    expect(within(drawer).getByRole('link', { name: 'EULA' })).toHaveAttribute('href', '/tou');
    expect(within(drawer).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    expect(within(drawer).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/account');
    const play = within(drawer)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(play).toEqual(['Games', 'Top Up', 'Transfer', 'Quests', 'Gacha', 'My VIP']);
    expect(within(drawer).getByRole('link', { name: 'My VIP' })).toHaveAttribute('href', '/vip/details');
    expect(within(drawer).queryByTestId('drawer-profile')).not.toBeInTheDocument();
    expect(within(drawer).queryByTestId('drawer-wallet')).not.toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('has no Back to Home row on /', async () => {
    const drawer = await renderOpenAt('/');
    expect(within(drawer).queryByRole('link', { name: 'Back to Home' })).not.toBeInTheDocument();
  });
});

describe('side drawer for a signed-in player', () => {
  beforeEach(() => {
    sessionStore.set(tokenAtom, 'token');
    sessionStore.set(
      userAtom,
      playerFixture({
        vipProgress: { currentLevel: 2, eligibleLevel: 2, totalExp: 5000, currentVIPCycle: null },
      }),
    );
  });

  it('shows the profile card, the wallet with gacha points, the inventory and no visitor buttons', async () => {
    sessionStore.set(walletTotalsAtom, {
      totalGold: 12_500,
      totalBoundGold: 3_000,
      usableBoundGold: 3_000,
      point: 1_250,
      tokenAmount: 7,
    });
    const drawer = await renderOpenAt('/games');
    const profile = within(drawer).getByTestId('drawer-profile');
    expect(profile).toHaveTextContent('DemoPlayer');
    expect(profile).toHaveTextContent('HUNTER');
    expect(profile).toHaveTextContent('ID: 42');
    expect(within(profile).getByRole('link', { name: /View profile/ })).toHaveAttribute(
      'href',
      '/account/my-profile',
    );
    const wallet = within(drawer).getByTestId('drawer-wallet');
    expect(wallet).toHaveAttribute('data-tour', 'wallet');
    expect(
      within(wallet)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Gold', 'Bound Gold', 'Points', 'Gacha Points']);
    expect(
      within(wallet)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['12,500', '3,000', '1,250', '7']);
    expect(within(drawer).getByRole('link', { name: 'My Transactions' })).toHaveAttribute(
      'href',
      '/account/my-transaction?tab=topup',
    );
    expect(within(drawer).getByRole('link', { name: 'My Coupons' })).toHaveAttribute(
      'href',
      '/account/my-coupons',
    );
    expect(within(drawer).getByRole('link', { name: 'My VIP' })).toHaveAttribute('href', '/vip');
    expect(within(drawer).queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/hub');
  });

  it('gives gold-level players the special gacha tile', async () => {
    const drawer = await renderOpenAt('/games');
    expect(within(drawer).getByRole('link', { name: 'Gacha' })).toHaveAttribute('data-special', 'true');
    expect(within(drawer).getByRole('link', { name: 'Games' })).toHaveAttribute('data-special', 'false');
  });

  it('shows no gacha points until the wallet answered (no made-up number)', async () => {
    const drawer = await renderOpenAt('/games');
    const wallet = within(drawer).getByTestId('drawer-wallet');
    expect(
      within(wallet)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Gold', 'Bound Gold', 'Points']);
  });

  it("copies the user ID and says 'User Id has beed copied!'", async () => {
    const user = userEvent.setup();
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const drawer = await renderOpenAt('/games');
    await user.click(within(drawer).getByRole('button', { name: 'Copy user ID' }));
    expect(writeText).toHaveBeenCalledWith('42');
    expect(await within(drawer).findByRole('status')).toHaveTextContent('User Id has beed copied!');
  });

  it('closes with Escape and plays the 1000 ms closing slide', async () => {
    const user = userEvent.setup();
    const drawer = await renderOpenAt('/games');
    await user.keyboard('{Escape}');
    expect(sessionStore.get(drawerOpenAtom)).toBe(false);
    expect(drawer).toHaveAttribute('data-state', 'closing');
  });
});
