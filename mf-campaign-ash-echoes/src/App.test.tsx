import { screen } from '@testing-library/react';
import { changeLanguage } from '@portal/i18n';
import { renderRoute } from '@portal/federation/testing';
import { App } from './App';
import { registerTexts } from './i18n';

beforeAll(() => registerTexts());
afterEach(() => changeLanguage('en'));

describe('mf-campaign-ash-echoes routes', () => {
  it.each([
    ['/games/official/ash_echoes', 'Ash Echoes'],
    ['/pre-register', 'Pre-Register'],
    ['/games/tnc/terms', 'Terms and Conditions'],
    ['/event/ash_echoes/summer/puzzle', 'Puzzle event'],
  ])('shows %s with the title "%s"', async (path, title) => {
    renderRoute(<App />, path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('speaks Vietnamese when the language is vn', async () => {
    await changeLanguage('vn');
    renderRoute(<App />, '/pre-register');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).not.toHaveTextContent('Pre-Register');
  });
});
