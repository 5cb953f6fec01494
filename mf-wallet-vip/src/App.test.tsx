import { screen } from '@testing-library/react';
import { changeLanguage } from '@portal/i18n';
import { renderRoute } from '@portal/federation/testing';
import { App } from './App';
import { registerTexts } from './i18n';

beforeAll(() => registerTexts());
afterEach(() => changeLanguage('en'));

describe('mf-wallet-vip routes', () => {
  it.each([
    ['/topup', 'Top Up'],
    ['/vip', 'My VIP'],
    ['/vip/details', 'VIP'],
    ['/account/my-transaction', 'My Transactions'],
    ['/gacha-event', 'Gacha'],
  ])('shows %s with the title "%s"', async (path, title) => {
    renderRoute(<App />, path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('speaks Vietnamese when the language is vn', async () => {
    await changeLanguage('vn');
    renderRoute(<App />, '/vip');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).not.toHaveTextContent('My VIP');
  });
});
