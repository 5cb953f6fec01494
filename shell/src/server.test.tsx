/**
 * @jest-environment node
 */
import { installFakeApi } from '@portal/api-client/testing';
import type { Game, PublicNewsItem } from '@portal/contracts';
import { SCRIPT_FONTS } from '@portal/routes/scriptFonts';
import { documentStyles, render, renderChrome, scriptFontFiles } from './server';
import { THAI_FONT_FILES } from './features/language/thaiFont';

const API_ORIGIN = 'http://api.test';

const GAME: Game = {
  gameCode: 'ash_echoes',
  name: 'Ash Echoes',
  status: 'pre_register',
  createdAt: 1_790_000_000,
  content: { thumbnailHomepage: '/art/ash_echoes-small.svg', thumbnailBanner: '/art/ash_echoes.svg' },
  gamePlatforms: [{ code: 'android' }],
};
const news = (language: PublicNewsItem['language'], title: string): PublicNewsItem => ({
  id: 1,
  language,
  title,
  body: null,
  link: '/games/ash_echoes',
  image: null,
  publishedAt: 1_790_000_000,
});

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  api = installFakeApi({
    'GET /api/public/games': [GAME],
    'GET /api/public/news': (request: { query: URLSearchParams }) =>
      request.query.get('language') === 'th'
        ? [news('th', 'เปิดลงทะเบียนล่วงหน้าแล้ว')]
        : [news('en', 'Pre-registration is open')],
    'GET /api/public/metadata': {},
  });
});
afterEach(() => api.restore());

describe("the home's server render", () => {
  it('draws the heading, the main text, the games and the news in English, with links that work without scripts', async () => {
    const page = await render({ path: '/', language: 'en', origin: API_ORIGIN, dataWaitMs: 5000 });
    expect(page?.html).toMatch(/<h1[^>]*>Play, top up and level up<\/h1>/);
    expect(page?.html).toContain('One account for every game we publish.');
    expect(page?.html).toContain('data-testid="carousel-slide"');
    expect(page?.html).toContain('Ash Echoes');
    expect(page?.html).toContain('Pre-registration is open');
    expect(page?.html).toMatch(/<a[^>]* href="\/register"[^>]*>Create an account<\/a>/);
    expect(page?.html).not.toMatch(/\sstyle=/);
    expect(page?.css).toContain('aspect-ratio:16/9');
    expect(api.requests.map((request) => request.url)).toContain('/api/public/news?language=en&limit=4');
  });

  it('draws the home in Thai from the Thai texts and news', async () => {
    const page = await render({ path: '/', language: 'th', origin: API_ORIGIN, dataWaitMs: 5000 });
    expect(page?.html).toMatch(/<h1[^>]*>เล่น เติมเงิน และเลเวลอัป<\/h1>/);
    expect(page?.html).toContain('บัญชีเดียวสำหรับทุกเกมที่เราให้บริการ');
    expect(page?.html).toContain('เปิดลงทะเบียนล่วงหน้าแล้ว');
  });

  it('still draws the texts when the API does not answer', async () => {
    api.restore();
    api = installFakeApi({});
    const page = await render({ path: '/', language: 'en', origin: API_ORIGIN });
    expect(page?.html).toMatch(/<h1[^>]*>Play, top up and level up<\/h1>/);
    expect(page?.html).not.toContain('data-testid="carousel-slide"');
  });

  it('draws nothing for the pages it does not render on the server', async () => {
    await expect(render({ path: '/games', language: 'en' })).resolves.toBeNull();
  });

  it('draws no header, drawer or bottom navigation: the chrome is drawn apart (renderChrome)', async () => {
    const page = await render({ path: '/', language: 'en', origin: API_ORIGIN, dataWaitMs: 5000 });
    expect(page?.html).not.toMatch(/<(header|nav)\b/);
  });

  it("compiles the frame's class rules for the document (header, navigation, a remote's skeleton), no global rule", async () => {
    const css = await documentStyles();
    expect(css.match(/(^|\})\.css-[\w-]+\{/g)?.length).toBeGreaterThan(15);
    // The bottom navigation's bar and the header's sticky bar are among them.
    expect(css).toContain('position:fixed');
    expect(css).toContain('position:sticky');
    expect(css).not.toMatch(/(^|\})(html|body|:root)\{/);
  });
});

describe("the shell's chrome drawn on the server", () => {
  const vipRoutes = [
    {
      app: 'mf-wallet-vip',
      routes: [{ path: '/vip/details', page: 'vipDetails', menuKey: 'myVip' as const }],
    },
  ];
  const activeLinks = (markup: string) =>
    [...markup.matchAll(/<a aria-current="page"[^>]* href="([^"]+)"/g)].map((match) => match[1]);

  it("draws a visitor's header and bottom navigation in the page's language", async () => {
    const chrome = await renderChrome({ path: '/games', language: 'vn' });
    expect(chrome.html).toMatch(/^<header[^>]*data-testid="shell-header"/);
    expect(chrome.html).toContain('aria-label="Mở menu"');
    expect(chrome.tail).toMatch(/^<nav[^>]*data-testid="bottom-nav"/);
    expect(chrome.tail).toContain('TRANG CHỦ');
    expect(activeLinks(chrome.tail)).toEqual(['/games']);
    expect(`${chrome.html}${chrome.tail}`).not.toMatch(/\sstyle=/);
    expect(chrome.css).toContain('position:sticky');
  });

  it("marks a remote page's destination from the routes the gateway passes", async () => {
    const chrome = await renderChrome({ path: '/vip/details', language: 'en', remotes: vipRoutes });
    expect(activeLinks(chrome.tail)).toEqual(['/vip/details']);
    const unknown = await renderChrome({ path: '/vip/details', language: 'en' });
    expect(activeLinks(unknown.tail)).toEqual([]);
  });

  it("gives a ghost page's root its glow while the drawn chrome is in it", async () => {
    const home = await renderChrome({ path: '/', language: 'en' });
    expect(home.css).toMatch(/#root:has\(>\[data-served-chrome\]\)\{background:radial-gradient/);
    const login = await renderChrome({ path: '/login', language: 'en' });
    expect(login.css).not.toContain('#root:has');
  });
});

describe("the shell's script fonts for the build's fonts.json", () => {
  it("are the Thai files the browser's shell registers, for each weight the Thai font has", () => {
    expect(scriptFontFiles()).toEqual({ th: THAI_FONT_FILES });
    expect(Object.keys(THAI_FONT_FILES)).toEqual(SCRIPT_FONTS.th?.weights);
  });
});
