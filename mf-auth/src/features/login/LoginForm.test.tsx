import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authEndpoints, decodePassword, TOKEN_COOKIE, USER_ID_COOKIE, endpointUrl } from '@portal/contracts';
import { changeLanguage } from '@portal/i18n';
import { readSessionCookies, sessionStore, tokenAtom, userAtom } from '@portal/session';
import { renderRoute } from '@portal/federation/testing';
import { App } from '../../App';
import { registerTexts } from '../../i18n';
import { fail, fakeApi, ok, sessionAnswer, signedInPlayer } from '../../testing/fakeApi';
import { resetBrowserState } from '../../testing/setup';

beforeAll(() => registerTexts());
beforeEach(resetBrowserState);
afterEach(() => changeLanguage('en'));

const fill = async (email: string, password: string) => {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login Now' }));
  return user;
};

describe('login form (000 §2, §5)', () => {
  it("says 'This field need to be filled' under an empty email and password, and sends nothing", async () => {
    const api = fakeApi({});
    renderRoute(<App />, '/login');
    await fill('', '');
    expect(await screen.findAllByText('This field need to be filled')).toHaveLength(2);
    expect(api.calls).toHaveLength(0);
  });

  it("says 'Please provide a valid email' for a malformed email", async () => {
    fakeApi({});
    renderRoute(<App />, '/login');
    await fill('player@nowhere', 'secret1');
    expect(await screen.findByText('Please provide a valid email')).toBeInTheDocument();
  });

  it('needs a password of at least 6 characters', async () => {
    fakeApi({});
    renderRoute(<App />, '/login');
    await fill('player@example.com', '12345');
    expect(await screen.findByText('You need 6 characters')).toBeInTheDocument();
  });

  it('shows the catalogue message for INVALID_AUTH_CREDENTIAL', async () => {
    fakeApi({
      [`POST ${endpointUrl(authEndpoints.login)}`]: fail(
        401,
        'INVALID_AUTH_CREDENTIAL',
        'Username and password provided does not match our records',
      ),
    });
    renderRoute(<App />, '/login');
    await fill('player@example.com', 'wrong-one');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Username and password provided does not match our records',
    );
    expect(readSessionCookies().token).toBeNull();
  });

  it('shows it in Vietnamese when the portal speaks vn', async () => {
    await changeLanguage('vn');
    fakeApi({
      [`POST ${endpointUrl(authEndpoints.login)}`]: fail(
        401,
        'INVALID_AUTH_CREDENTIAL',
        'Username and password provided does not match our records',
      ),
    });
    renderRoute(<App />, '/login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'player@example.com');
    await user.type(screen.getByLabelText('Mật khẩu'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập ngay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tên đăng nhập và mật khẩu không khớp với dữ liệu của chúng tôi',
    );
  });

  it('sends the base64url-encoded password and the referrer, stores the session and returns to the referrer', async () => {
    const api = fakeApi({
      [`POST ${endpointUrl(authEndpoints.login)}`]: sessionAnswer('/account/my-coupons'),
      [`GET ${endpointUrl(authEndpoints.me)}`]: ok(signedInPlayer),
    });
    renderRoute(<App />, '/login?referrer=%2Faccount%2Fmy-coupons');
    await fill('player@example.com', 'pässword1');

    await waitFor(() => expect(window.location.pathname).toBe('/account/my-coupons'));
    const [login] = api.callsTo('POST', endpointUrl(authEndpoints.login));
    expect(login?.body).toEqual({
      email: 'player@example.com',
      password: 'cMOkc3N3b3JkMQ',
      referrer: '/account/my-coupons',
    });
    expect(decodePassword((login?.body as { password: string }).password)).toBe('pässword1');
    // The session token is the API's HttpOnly cookie: scripts never write or hold it.
    expect(readSessionCookies()).toMatchObject({ token: null, userId: '42' });
    expect(document.cookie).not.toContain(`${TOKEN_COOKIE}=`);
    expect(document.cookie).toContain(`${USER_ID_COOKIE}=42`);
    expect(sessionStore.get(tokenAtom)).toBeNull();
    expect(sessionStore.get(userAtom)?.nickname).toBe('Player123456');
    // The /me call rides on the cookie, not on a bearer header.
    expect(api.callsTo('GET', endpointUrl(authEndpoints.me))[0]?.headers.get('authorization')).toBeNull();
  });

  it('stays on the portal for a crafted referrer=https://evil.example: /hub', async () => {
    fakeApi({
      [`POST ${endpointUrl(authEndpoints.login)}`]: sessionAnswer('/hub'),
      [`GET ${endpointUrl(authEndpoints.me)}`]: ok(signedInPlayer),
    });
    renderRoute(<App />, '/login?referrer=https%3A%2F%2Fevil.example');
    await fill('player@example.com', 'secret12');
    await waitFor(() => expect(window.location.pathname).toBe('/hub'));
    expect(window.location.origin).toBe('http://localhost');
  });

  it('carries the referrer to Forgot password as origin plus path', () => {
    fakeApi({});
    renderRoute(<App />, '/login?referrer=%2Fvip');
    expect(screen.getByRole('link', { name: 'Forgot password' })).toHaveAttribute(
      'href',
      `/forgot-password?referrer=${encodeURIComponent('http://localhost/vip')}`,
    );
  });
});
