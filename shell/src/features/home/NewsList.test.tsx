import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { changeLanguage, initI18n } from '@portal/i18n';
import { registerShellTexts } from '../../i18n';
import { installFakeApi, type FakeApi } from '../../testing/fakeApi';
import { NewsList } from './NewsList';

let api: FakeApi;
beforeAll(async () => {
  await initI18n('en');
  await registerShellTexts();
});
beforeEach(() => {
  api = installFakeApi();
});
afterEach(async () => {
  cleanup();
  api.restore();
  await changeLanguage('en');
});

const item = (id: number, language: string, title: string, link: string | null = null) => ({
  id,
  language,
  title,
  body: `${title} body`,
  link,
  image: null,
  publishedAt: Date.UTC(2026, 10, 20) / 1000,
});

const renderNews = () =>
  render(
    <MemoryRouter>
      <NewsList />
    </MemoryRouter>,
  );

describe('home news', () => {
  it("lists the news in the page's language, marking a fallback's language", async () => {
    await changeLanguage('th');
    api.on('GET /api/public/news', () => ({
      data: [item(2, 'th', 'ข่าวใหม่', '/games'), item(1, 'en', 'English only', 'https://example.com/post')],
    }));
    renderNews();
    expect(await screen.findByRole('heading', { name: 'ข่าวสาร' })).toBeTruthy();
    const [thai, english] = await screen.findAllByTestId('news-item');
    expect(thai!.textContent).toContain('ข่าวใหม่');
    expect(thai!.querySelector('a')!.getAttribute('href')).toBe('/games');
    expect(thai!.querySelector('a')!.getAttribute('lang')).toBeNull();
    expect(english!.querySelector('a')!.getAttribute('lang')).toBe('en');
    expect(english!.querySelector('a')!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(english!.querySelector('time')!.getAttribute('datetime')).toBe('2026-11-20T00:00:00.000Z');
    expect(api.calls.map((call) => call.url)).toEqual(['/api/public/news?language=th&limit=4']);
  });

  it('says so when there is no news', async () => {
    api.on('GET /api/public/news', () => ({ data: [] }));
    renderNews();
    expect(await screen.findByText('No news yet. Check back soon.')).toBeTruthy();
  });

  it('says so when the news could not be loaded', async () => {
    api.on('GET /api/public/news', () => ({ status: 500, errors: [{ code: 'INTERNAL', message: 'down' }] }));
    renderNews();
    expect(await screen.findByRole('alert')).toHaveTextContent('News could not be loaded right now.');
    api.on('GET /api/public/news', () => ({ data: [item(3, 'en', 'Back online')] }));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByTestId('news-item')).textContent).toContain('Back online');
  });
});
