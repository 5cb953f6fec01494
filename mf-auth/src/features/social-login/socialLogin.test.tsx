import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { authEndpoints, TOKEN_COOKIE, USER_ID_COOKIE, endpointUrl } from '@portal/contracts';
import { sessionStore, userAtom } from '@portal/session';
import { renderRoute } from '@portal/federation/testing';
import { App } from '../../App';
import { registerTexts } from '../../i18n';
import { leavePortal } from '../session/navigation';
import { fail, fakeApi, ok, signedInPlayer, TOKEN } from '../../testing/fakeApi';
import { resetBrowserState } from '../../testing/setup';
import { deliverSsoResult } from './ssoChannel';

jest.mock('../session/navigation', () => ({
  ...jest.requireActual('../session/navigation'),
  leavePortal: jest.fn(),
}));

// jsdom has no BroadcastChannel; Node's is the same web API, across instances in one process.
Object.assign(globalThis, { BroadcastChannel: NodeBroadcastChannel });

const PROVIDER_URL = 'https://accounts.provider.test/authorize?state=abc';
const realUserAgent = navigator.userAgent;
const setUserAgent = (value: string) =>
  Object.defineProperty(window.navigator, 'userAgent', { value, configurable: true });

beforeAll(() => registerTexts());
beforeEach(() => {
  resetBrowserState();
  jest.mocked(leavePortal).mockClear();
});
afterEach(() => setUserAgent(realUserAgent));

function fakePopup() {
  const popup = { location: { href: '' }, closed: false, close: jest.fn() };
  const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return { popup, open };
}

describe('social sign-in from the modal (000 §4)', () => {
  it('shows the four buttons below the forms', () => {
    fakeApi({});
    renderRoute(<App />, '/login');
    expect(
      screen.getAllByRole('button', { name: /^Continue with / }).map((button) => button.textContent),
    ).toEqual(['Discord', 'Google', 'Facebook', 'TikTok']);
  });

  it('opens a 950×650 popup on the provider URL from the redirect call', async () => {
    const api = fakeApi({
      [`GET ${endpointUrl(authEndpoints.socialRedirect, { type: 'google' })}`]: ok(PROVIDER_URL),
    });
    const { popup, open } = fakePopup();
    renderRoute(<App />, '/login?referrer=%2Fvip');
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));

    await waitFor(() => expect(popup.location.href).toBe(PROVIDER_URL));
    expect(open).toHaveBeenCalledWith('', 'portal-sso', expect.stringContaining('width=950,height=650'));
    const [call] = api.callsTo('GET', endpointUrl(authEndpoints.socialRedirect, { type: 'google' }));
    expect(Object.fromEntries(call!.query)).toEqual({
      redirectURI: 'http://localhost/auth/login/social/google',
      skipRegistrationCallbackType: '0',
      referrer: '/vip',
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Finish signing in with Google in the window that opened.',
    );
    open.mockRestore();
  });

  it('signs in when the popup broadcasts success, and goes to the target URL', async () => {
    fakeApi({
      [`GET ${endpointUrl(authEndpoints.socialRedirect, { type: 'discord' })}`]: ok(PROVIDER_URL),
      [`GET ${endpointUrl(authEndpoints.me)}`]: ok(signedInPlayer),
    });
    const { popup, open } = fakePopup();
    renderRoute(<App />, '/login?referrer=%2Fvip');
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Discord' }));
    await waitFor(() => expect(popup.location.href).toBe(PROVIDER_URL));

    // What the callback page does in the popup: session cookies, then the result on the channel.
    document.cookie = `${TOKEN_COOKIE}=${TOKEN}; Path=/`;
    document.cookie = `${USER_ID_COOKIE}=42; Path=/`;
    await expect(
      act(() => deliverSsoResult({ status: 'success', targetUrl: '/vip', userId: 42 })),
    ).resolves.toBe(true);

    await waitFor(() => expect(window.location.pathname).toBe('/vip'));
    expect(sessionStore.get(userAtom)?.id).toBe(42);
    open.mockRestore();
  });

  it("shows 'SSO Cancelled' when the player cancels at the provider", async () => {
    fakeApi({ [`GET ${endpointUrl(authEndpoints.socialRedirect, { type: 'google' })}`]: ok(PROVIDER_URL) });
    const { popup, open } = fakePopup();
    renderRoute(<App />, '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(popup.location.href).toBe(PROVIDER_URL));
    await act(() => deliverSsoResult({ status: 'error', message: 'Cancelled' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('SSO Cancelled');
    open.mockRestore();
  });

  it('goes to /register with the email of an Email Not Found answer', async () => {
    fakeApi({ [`GET ${endpointUrl(authEndpoints.socialRedirect, { type: 'google' })}`]: ok(PROVIDER_URL) });
    const { popup, open } = fakePopup();
    renderRoute(<App />, '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(popup.location.href).toBe(PROVIDER_URL));
    await act(() =>
      deliverSsoResult({ status: 'error', message: 'Email Not Found:email=new%40example.com&social=google' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: "Let's register your account" }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('new@example.com');
    open.mockRestore();
  });

  it('only logs a failed redirect call, and closes the popup', async () => {
    fakeApi({
      [`GET ${endpointUrl(authEndpoints.socialRedirect, { type: 'facebook' })}`]: fail(
        503,
        'SSO_NOT_CONFIGURED',
        'not configured',
      ),
    });
    const { popup, open } = fakePopup();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute(<App />, '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    await waitFor(() => expect(popup.close).toHaveBeenCalled());
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('social sign-in with facebook'),
      expect.anything(),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    logged.mockRestore();
    open.mockRestore();
  });

  it('on mobile, opens no popup: the next touch takes the whole page to the provider', async () => {
    setUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148');
    fakeApi({ [`GET ${endpointUrl(authEndpoints.socialRedirect, { type: 'tiktok' })}`]: ok(PROVIDER_URL) });
    const open = jest.spyOn(window, 'open');
    renderRoute(<App />, '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Continue with TikTok' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Tap anywhere to continue to TikTok');
    expect(open).not.toHaveBeenCalled();
    expect(leavePortal).not.toHaveBeenCalled();

    document.dispatchEvent(new Event('touchend'));
    expect(leavePortal).toHaveBeenCalledWith(PROVIDER_URL);
    open.mockRestore();
  });
});
