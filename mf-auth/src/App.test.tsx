import { screen } from '@testing-library/react';
import { changeLanguage } from '@portal/i18n';
import { renderRoute } from '@portal/federation/testing';
import { App } from './App';
import { registerTexts } from './i18n';
import en from './i18n/en';
import vn from './i18n/vn';
import { fakeApi } from './testing/fakeApi';
import { resetBrowserState } from './testing/setup';

beforeAll(() => registerTexts());
beforeEach(() => {
  resetBrowserState();
  fakeApi({});
});
afterEach(() => changeLanguage('en'));

/** Every leaf text, by its dotted key. */
const leaves = (texts: object, prefix = ''): [string, string][] =>
  Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );

describe('mf-auth routes', () => {
  it.each([
    ['/login', 'Welcome Back!'],
    ['/register', "Let's register your account"],
    ['/forgot-password', 'Forgot password'],
    ['/reset-password?token=t', 'Reset password'],
    ['/auth/login/social/discord?code=c&state=s', 'Signing you in'],
  ])('shows %s with the title "%s"', async (path, title) => {
    renderRoute(<App />, path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('speaks Vietnamese when the language is vn', async () => {
    await changeLanguage('vn');
    renderRoute(<App />, '/register');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hãy đăng ký tài khoản của bạn' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Đăng ký ngay' })).toBeInTheDocument();
    expect(screen.getByText('Nhấn "Gửi" để nhận mã xác minh qua email của bạn.')).toBeInTheDocument();
  });

  it('has a real Vietnamese text for every English one (names of brands excepted)', () => {
    const english = new Map(leaves(en));
    const same = leaves(vn).filter(
      ([key, text]) => english.get(key) === text && !key.startsWith('social.providers.'),
    );
    expect(same.map(([key]) => key).sort()).toEqual(['fields.email', 'register.eula']);
    expect(leaves(vn).map(([key]) => key)).toEqual(leaves(en).map(([key]) => key));
  });
});
