import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { MetadataGroups, TopupOrder } from '@portal/contracts';
import { initI18n } from '@portal/i18n';
import { sessionStore, tokenAtom, userAtom, webviewAtom } from '@portal/session';
import { registerShellTexts } from '../../i18n';
import { installFakeApi, playerFixture, type FakeApi } from '../../testing/fakeApi';
import { pendingTopupsAtom } from '../account/accountState';
import { AdjustmentAnnouncement } from './AdjustmentAnnouncement';
import { PendingOrderBanner } from './PendingOrderBanner';
import { VipUpgradePopup } from './VipUpgradePopup';

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const order = (): TopupOrder => ({
  id: 'tp_abcdefgh',
  status: 'pending',
  goldAmount: 5000,
  createdAt: 1,
  expireAt: inAnHour(),
  packageCode: 'gold_5000',
  packageName: '5,000 Gold pack',
  priceCents: 5000,
  currency: 'USD',
  bonusBoundGold: 0,
  provider: 'sandbox',
  checkoutUrl: null,
  paidAt: null,
  deliveredAt: null,
  closedAt: null,
});

const PUBLISHED = 1_760_000_000;
const metadata = (type = 'launch-vip', isActive = 'true'): MetadataGroups => ({
  COMMON: [
    {
      group: 'COMMON',
      key: 'showAdjustmentQuest',
      version: 1,
      updatedAt: PUBLISHED,
      value: JSON.stringify({
        isActive,
        applyOnGame: 'ash_echoes',
        type,
        endAt: 1_798_761_600,
        bannerImage: '/banner.svg',
        bannerPopup: '',
      }),
    },
  ],
  VIP_BENEFITS: [
    {
      group: 'VIP_BENEFITS',
      key: 'vip_gold',
      version: 1,
      updatedAt: 1,
      value: JSON.stringify({ level: 2, name: 'VIP Gold', benefits: ['Priority support'] }),
    },
  ],
});

const renderAt = (path: string, ui: React.ReactNode) =>
  render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);

beforeAll(async () => {
  await initI18n('en');
  await registerShellTexts();
});

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  api.restore();
  sessionStore.set(tokenAtom, null);
  sessionStore.set(userAtom, null);
  sessionStore.set(pendingTopupsAtom, null);
  sessionStore.set(webviewAtom, { isWebview: false, productCode: null });
});

describe('pending-order banner', () => {
  it('shows an unexpired pending top-up and dismisses it with hasPendingPayment false', async () => {
    const user = userEvent.setup();
    sessionStore.set(tokenAtom, 'token');
    sessionStore.set(userAtom, playerFixture({}, { hasPendingPayment: true }));
    sessionStore.set(pendingTopupsAtom, [order()]);
    api.on('PATCH /api/private/user/configuration', () => ({
      data: { ...playerFixture().configuration, hasPendingPayment: false },
    }));
    renderAt('/hub', <PendingOrderBanner />);
    const banner = screen.getByTestId('pending-order-banner');
    expect(banner).toHaveTextContent('Your top-up is waiting for payment.');
    expect(banner).toHaveTextContent(/5,000 Gold is reserved for you until the order expires/);
    expect(within(banner).getByRole('link', { name: 'View order' })).toHaveAttribute(
      'href',
      '/topup/order/detail?orderId=tp_abcdefgh',
    );
    await user.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(api.calls).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        url: '/api/private/user/configuration',
        body: { hasPendingPayment: false },
      }),
    ]);
    expect(screen.queryByTestId('pending-order-banner')).not.toBeInTheDocument();
    expect(sessionStore.get(userAtom)?.configuration.hasPendingPayment).toBe(false);
  });

  it('comes back when the dismissal could not be saved', async () => {
    const user = userEvent.setup();
    sessionStore.set(tokenAtom, 'token');
    sessionStore.set(userAtom, playerFixture({}, { hasPendingPayment: true }));
    sessionStore.set(pendingTopupsAtom, [order()]);
    renderAt('/hub', <PendingOrderBanner />);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByTestId('pending-order-banner')).toBeInTheDocument();
  });
});

describe('adjustment announcement', () => {
  it('shows a 344 px modal on a listed game with the launch-vip texts and rates', () => {
    renderAt('/games/ash_echoes', <AdjustmentAnnouncement metadata={metadata()} />);
    const dialog = screen.getByRole('dialog', { name: 'VIP is coming' });
    expect(dialog).toHaveTextContent('on 01 Jan 2027');
    expect(within(dialog).getByTestId('announcement-rates')).toHaveTextContent(
      '1,000 points give 1 gacha ticketVIP Silver: 3 old tickets give 1 ticketVIP Gold: 1.5 old tickets give 1 ticket',
    );
  });

  it('names the product for shutdown-{product}-point', () => {
    renderAt(
      '/games/ash_echoes',
      <AdjustmentAnnouncement metadata={metadata('shutdown-ash_echoes-point')} />,
    );
    expect(screen.getByRole('dialog', { name: 'Ash Echoes points are closing' })).toHaveTextContent(
      'Ash Echoes points stop on 01 Jan 2027.',
    );
  });

  it('does not show on other games or when inactive', () => {
    renderAt('/games/crazy_ones', <AdjustmentAnnouncement metadata={metadata()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    cleanup();
    renderAt('/games/ash_echoes', <AdjustmentAnnouncement metadata={metadata('launch-vip', 'false')} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('uses the webview product code as the current game', () => {
    sessionStore.set(webviewAtom, { isWebview: true, productCode: 'ash_echoes' });
    renderAt('/hub', <AdjustmentAnnouncement metadata={metadata()} />);
    expect(screen.getByRole('dialog', { name: 'VIP is coming' })).toBeInTheDocument();
  });

  it('a signed-in player closes it for good: showPopupAdjustQuestAt is stored', async () => {
    const user = userEvent.setup();
    sessionStore.set(tokenAtom, 'token');
    sessionStore.set(userAtom, playerFixture());
    api.on('PATCH /api/private/user/configuration', (body) => ({
      data: { ...playerFixture().configuration, ...(body as object) },
    }));
    renderAt('/games/ash_echoes', <AdjustmentAnnouncement metadata={metadata()} />);
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [call] = api.calls;
    expect(call?.method).toBe('PATCH');
    expect((call?.body as { showPopupAdjustQuestAt: number }).showPopupAdjustQuestAt).toBeGreaterThan(
      PUBLISHED,
    );
    await waitFor(() =>
      expect(sessionStore.get(userAtom)?.configuration.showPopupAdjustQuestAt).toBeGreaterThan(PUBLISHED),
    );
    cleanup();
    renderAt('/games/ash_echoes', <AdjustmentAnnouncement metadata={metadata()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a visitor closes it on this device', async () => {
    const user = userEvent.setup();
    renderAt('/games/ash_echoes', <AdjustmentAnnouncement metadata={metadata()} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    cleanup();
    renderAt('/games/ash_echoes', <AdjustmentAnnouncement metadata={metadata()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
    expect(screen.getByTestId('event-banner')).toBeInTheDocument();
  });
});

describe('VIP upgrade popup', () => {
  it('announces the new rank with its benefits on mount', () => {
    sessionStore.set(userAtom, playerFixture({}, { vipUpLevel: 2 }));
    renderAt('/hub', <VipUpgradePopup metadata={metadata()} />);
    const dialog = screen.getByRole('dialog', { name: 'Welcome to VIP Gold!' });
    expect(dialog).toHaveTextContent('Priority support');
  });

  it('is not shown on /transfer', () => {
    sessionStore.set(userAtom, playerFixture({}, { vipEligibleLevel: 1 }));
    renderAt('/transfer', <VipUpgradePopup metadata={metadata()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
