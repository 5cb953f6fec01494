import { screen } from '@testing-library/react';
import { changeLanguage } from '@portal/i18n';
import { renderRoute } from '@portal/federation/testing';
import { App } from './App';
import { registerTexts } from './i18n';

beforeAll(() => registerTexts());
afterEach(() => changeLanguage('en'));

describe('mf-auth routes', () => {
  it.each([
    ['/login', 'Welcome Back!'],
    ['/register', "Let's register your account"],
    ['/forgot-password', 'Forgot password'],
    ['/auth/login/social/discord', 'Signing you in'],
  ])('shows %s with the title "%s"', async (path, title) => {
    renderRoute(<App />, path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('speaks Vietnamese when the language is vn', async () => {
    await changeLanguage('vn');
    renderRoute(<App />, '/register');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).not.toHaveTextContent("Let's register your account");
  });
});
