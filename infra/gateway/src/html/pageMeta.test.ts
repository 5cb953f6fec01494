import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { LANGUAGE_COOKIE } from '@portal/contracts';
import { writeDeployRegistry } from '../registry/deployRegistry';
import { buildGateway } from '../server';
import { gatewayConfig, removeTempDirs, SHELL_ROUTES, writeShellBuild } from '../testing/fixtures';

const html = { accept: 'text/html' };
const VERSION = '20260101T000000Z-0badc0de';
const landingMeta = {
  title: { en: 'Ash Echoes', th: 'Ash Echoes', vn: 'Ash Echoes' },
  description: {
    en: 'Every echo remembers.',
    th: 'ทุกเสียงสะท้อนล้วนจดจำ',
    vn: 'Mọi tiếng vọng đều ghi nhớ.',
  },
  image: 'og/key-art.1a2b3c4d.jpg',
  // As the build ships it: the hero's AVIF variants (mf-build's routesManifest.ts).
  hero: {
    type: 'image/avif' as const,
    sizes: '(min-width: 1000px) 960px, 100vw',
    candidates: [
      { file: 'images/key-art-640.0a1b2c3d.avif', width: 640 },
      { file: 'images/key-art-1280.4e5f6a7b.avif', width: 1280 },
    ],
  },
};
const portalMeta = {
  title: { en: 'Player Portal · Games', vn: 'Cổng người chơi · Trò chơi' },
  description: { en: 'Every game of the publisher.', vn: 'Mọi trò chơi của nhà phát hành.' },
  image: 'og/preview.0badc0de.jpg',
};

describe('the head of a served page', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    const config = gatewayConfig();
    await writeShellBuild(config.shellDir);
    // The shell's `/` carries the portal's preview image, the fallback of pages without one.
    await fs.writeFile(
      path.join(config.shellDir, 'routes.json'),
      JSON.stringify({
        ...SHELL_ROUTES,
        routes: SHELL_ROUTES.routes.map((route) => ({ ...route, meta: portalMeta })),
      }),
    );
    await writeDeployRegistry(config.deployDir, {
      schemaVersion: 2,
      remotes: {
        'mf-campaign-ash-echoes': {
          current: VERSION,
          history: [VERSION],
          releases: {
            [VERSION]: {
              routes: [
                { path: '/games/official/ash_echoes', page: 'landing', meta: landingMeta },
                {
                  path: '/anniversary/ash_echoes/puzzle',
                  page: 'puzzle',
                  meta: {
                    title: { en: 'Puzzle event · Ash Echoes' },
                    description: { en: 'Collect pieces.' },
                    index: false,
                  },
                },
                { path: '/games/legacy', page: 'legacy' },
              ],
              overlays: [],
            },
          },
        },
      },
    });
    app = buildGateway(config);
  });
  afterAll(async () => {
    await app.close();
    removeTempDirs();
  });

  it("preloads the landing's hero art, the AVIF the page's <picture> picks, in the document and its Link header", async () => {
    const response = await app.inject({
      url: '/games/official/ash_echoes',
      headers: { ...html, host: 'portal.test' },
    });
    const base = `http://portal.test/remotes/mf-campaign-ash-echoes/${VERSION}/images`;
    const srcset = `${base}/key-art-640.0a1b2c3d.avif 640w, ${base}/key-art-1280.4e5f6a7b.avif 1280w`;
    expect(response.body).toContain(
      `<link rel="preload" as="image" href="${base}/key-art-640.0a1b2c3d.avif" imagesrcset="${srcset}" imagesizes="(min-width: 1000px) 960px, 100vw" type="image/avif" fetchpriority="high">`,
    );
    // First in the Link header, before the shell's scripts: the served page paints it before they run.
    const heroHint = `<${base}/key-art-640.0a1b2c3d.avif>; rel=preload; as=image; imagesrcset="${srcset}"; imagesizes="(min-width: 1000px) 960px, 100vw"; type="image/avif"; fetchpriority="high"`;
    const link = String(response.headers.link);
    expect(link.slice(0, heroHint.length + 2)).toBe(`${heroHint}, `);
    expect(link).toMatch(/\.js>; rel=preload; as=script/);
    // A page without a hero preloads no image.
    const puzzle = await app.inject({
      url: '/anniversary/ash_echoes/puzzle',
      headers: { ...html, host: 'portal.test' },
    });
    expect(puzzle.body).not.toContain('as="image"');
  });

  it("stays on the gateway: the browser's registry lists each route without its meta", async () => {
    const registry = (await app.inject('/registry.json')).json<{
      remotes: { app: string; routes: Record<string, unknown>[] }[];
    }>();
    expect(registry.remotes[0]?.routes).toEqual([
      { path: '/games/official/ash_echoes', page: 'landing' },
      { path: '/anniversary/ash_echoes/puzzle', page: 'puzzle' },
      { path: '/games/legacy', page: 'legacy' },
    ]);
    const page = await app.inject({ url: '/games/official/ash_echoes', headers: html });
    expect(page.body).toContain('<meta name="description" content="Every echo remembers." />');
  });

  it("is the page's, in the language asked for, with absolute preview and canonical URLs", async () => {
    const response = await app.inject({
      url: '/games/official/ash_echoes?lang=th',
      headers: { ...html, host: 'portal.test' },
    });
    const body = response.body;
    expect(body).toContain('<html lang="th"');
    expect(body).toContain('<title>Ash Echoes</title>');
    expect(body).not.toContain('<title>Player portal</title>');
    expect(body).toContain('<meta name="description" content="ทุกเสียงสะท้อนล้วนจดจำ" />');
    expect(body).toContain('<meta property="og:description" content="ทุกเสียงสะท้อนล้วนจดจำ" />');
    expect(body).toContain('<meta property="og:locale" content="th_TH" />');
    expect(body).toContain(
      `<meta property="og:image" content="http://portal.test/remotes/mf-campaign-ash-echoes/${VERSION}/og/key-art.1a2b3c4d.jpg" />`,
    );
    expect(body).toContain(
      '<link rel="canonical" href="http://portal.test/games/official/ash_echoes?lang=th" />',
    );
    expect(body).toContain(
      '<link rel="alternate" hreflang="vi" href="http://portal.test/games/official/ash_echoes?lang=vn" />',
    );
    expect(body).toContain(
      '<link rel="alternate" hreflang="x-default" href="http://portal.test/games/official/ash_echoes" />',
    );
    expect(body).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(body).not.toContain('robots');
  });

  it('falls back to English for a language the page does not have, and to the portal cookie language', async () => {
    const indonesian = await app.inject({ url: '/games/official/ash_echoes?lang=id', headers: html });
    expect(indonesian.body).toContain('<meta name="description" content="Every echo remembers." />');
    const cookie = await app.inject({ url: '/games', headers: { ...html, cookie: `${LANGUAGE_COOKIE}=vn` } });
    expect(cookie.body).toContain('<title>Cổng người chơi · Trò chơi</title>');
    expect(cookie.body).toContain('<html lang="vi"');
  });

  it("keeps personal pages out of search engines and previews them with the portal's image", async () => {
    const response = await app.inject({
      url: '/anniversary/ash_echoes/puzzle',
      headers: { ...html, host: 'portal.test' },
    });
    expect(response.body).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(response.body).toContain(
      '<meta property="og:image" content="http://portal.test/og/preview.0badc0de.jpg" />',
    );
  });

  it('escapes what it writes and leaves a page without declared meta as built', async () => {
    const legacy = await app.inject({ url: '/games/legacy', headers: html });
    expect(legacy.body).toContain('<title>Player portal</title>');
    expect(legacy.body).not.toContain('og:title');
  });

  it('uses PUBLIC_URL for absolute links instead of the Host header', async () => {
    const config = gatewayConfig({ publicUrl: 'https://portal.example' });
    await writeShellBuild(config.shellDir);
    await fs.writeFile(
      path.join(config.shellDir, 'routes.json'),
      JSON.stringify({
        ...SHELL_ROUTES,
        routes: SHELL_ROUTES.routes.map((route) => ({ ...route, meta: portalMeta })),
      }),
    );
    const own = buildGateway(config);
    try {
      const response = await own.inject({ url: '/games', headers: { ...html, host: 'evil.test' } });
      expect(response.body).toContain('<link rel="canonical" href="https://portal.example/games" />');
      expect(response.body).not.toContain('evil.test');
    } finally {
      await own.close();
    }
  });

  it('gives each language its own ETag', async () => {
    const th = await app.inject({ url: '/games/official/ash_echoes?lang=th', headers: html });
    const en = await app.inject({ url: '/games/official/ash_echoes?lang=en', headers: html });
    expect(th.headers.etag).not.toBe(en.headers.etag);
  });
});
