import { screen } from '@testing-library/react';
import { renderRoute } from '@portal/federation/testing';
import { App } from './App';
import { registerAppTexts } from './i18n';
import { fakeHelpApi } from './testing/fakeHelpApi';

beforeAll(() => registerAppTexts());

describe('mf-help routes', () => {
  it.each([
    ['/tou', 'page-tou', 'Terms of Use'],
    ['/privacy', 'page-privacy', 'Privacy Policy'],
    ['/embed', 'page-embed', 'Help chat'],
  ])('shows %s with the title "%s"', async (path, testId, title) => {
    fakeHelpApi();
    renderRoute(<App />, path);
    expect(await screen.findByTestId(testId)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
