import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { sessionStore, tokenAtom, webviewAtom } from '@portal/session';
import { installFakeApi, type FakeApi } from '../../testing/fakeApi';
import { loadRegistryRoutes } from '../../testing/registryRoutes';
import { leavePortal } from './leavePortal';
import { resetMaintenanceStatus } from './maintenanceState';
import { RouteGuard } from './RouteGuard';

jest.mock('./leavePortal', () => ({ leavePortal: jest.fn() }));

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <RouteGuard />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

describe('RouteGuard (in-app navigations)', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi();
    resetMaintenanceStatus();
    loadRegistryRoutes();
  });
  afterEach(async () => {
    cleanup();
    // Let the maintenance check of the last render settle inside act.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    api.restore();
    sessionStore.set(tokenAtom, null);
    sessionStore.set(webviewAtom, { isWebview: false, productCode: null });
  });

  it('sends a visitor on a protected route to /login with the encoded referrer', () => {
    renderAt('/account/my-transaction?tab=topup');
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/login?referrer=%2Faccount%2Fmy-transaction%3Ftab%3Dtopup',
    );
  });

  it('guards a remote page once the registry tells its route is protected', () => {
    loadRegistryRoutes([]);
    renderAt('/account');
    expect(screen.getByTestId('where')).toHaveTextContent('/account');
    act(() => loadRegistryRoutes());
    expect(screen.getByTestId('where')).toHaveTextContent('/login?referrer=%2Faccount');
  });

  it('sends a signed-in player from /login to /hub', () => {
    sessionStore.set(tokenAtom, 'token');
    renderAt('/login');
    expect(screen.getByTestId('where')).toHaveTextContent('/hub');
  });

  it('lets a webview open protected routes without a token', () => {
    sessionStore.set(webviewAtom, { isWebview: true, productCode: 'ash_echoes' });
    renderAt('/vip');
    expect(screen.getByTestId('where')).toHaveTextContent('/vip');
  });

  it('does not move a player who just signed in on /login (the sign-in page sends them on)', () => {
    renderAt('/login');
    act(() => sessionStore.set(tokenAtom, 'token'));
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
  });

  it('sends the player to sign in when the session ends on a protected page', () => {
    sessionStore.set(tokenAtom, 'token');
    renderAt('/account');
    expect(screen.getByTestId('where')).toHaveTextContent('/account');
    act(() => sessionStore.set(tokenAtom, null));
    expect(screen.getByTestId('where')).toHaveTextContent('/login?referrer=%2Faccount');
  });

  it('leaves for the maintenance page when the API says so and the IP is not whitelisted', async () => {
    api.on('GET /api/public/maintenance', () => ({
      data: {
        setting: { isActive: true, ipWhitelist: ['10.0.0.1'] },
        pageUrl: 'https://status.example',
        clientIp: '203.0.113.9',
      },
    }));
    renderAt('/games');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(leavePortal).toHaveBeenCalledWith('https://status.example');
  });
});
