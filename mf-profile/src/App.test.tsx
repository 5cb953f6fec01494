import { screen } from '@testing-library/react';
import { changeLanguage } from '@portal/i18n';
import { renderRoute } from '@portal/federation/testing';
import { App } from './App';
import { registerTexts } from './i18n';

beforeAll(() => registerTexts());
afterEach(() => changeLanguage('en'));

describe('mf-profile routes', () => {
  it.each([
    ['/account', 'My Account'],
    ['/profiles/player-one', 'Profile'],
    ['/friends/request', 'Friends'],
    ['/chat/42', 'Chat'],
  ])('shows %s with the title "%s"', async (path, title) => {
    renderRoute(<App />, path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('speaks Vietnamese when the language is vn', async () => {
    await changeLanguage('vn');
    renderRoute(<App />, '/profiles/player-one');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).not.toHaveTextContent('Profile');
  });
});
