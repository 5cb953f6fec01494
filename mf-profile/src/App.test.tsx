import { screen } from '@testing-library/react';
import { changeLanguage } from '@portal/i18n';
import { renderRoute } from '@portal/federation/testing';
import { App } from './App';
import { registerTexts } from './i18n';

beforeAll(() => registerTexts());
afterEach(() => changeLanguage('en'));

describe('mf-profile routes', () => {
  it.each([
    ['/chat', 'Chat'],
    ['/chat/42', 'Chat'],
  ])('shows %s with the title "%s" and the Coming Soon state', async (path, title) => {
    renderRoute(<App />, path);
    // The page is a lazy chunk: give its first import time on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
  });

  it('speaks Vietnamese when the language is vn', async () => {
    await changeLanguage('vn');
    renderRoute(<App />, '/chat');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Trò chuyện' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
