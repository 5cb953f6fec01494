import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { styleHashSource } from '@portal/contracts/html';
import { SCRIPT_FONTS_FILE } from '@portal/routes/registry';
import { deployRemote } from '../deploy/deployRemote';
import { buildGateway } from '../server';
import {
  eventually,
  fakeRemoteBuilderWith,
  gatewayConfig,
  removeTempDirs,
  shellRoutesDir,
  writeSkeletonShellBuild,
} from '../testing/fixtures';
import { scriptFontFiles } from './scriptFonts';

const html = { accept: 'text/html' };
const REGULAR = 'assets/noto-sans-thai-thai-400-normal.7b93b282.woff2';
const BOLD = 'assets/noto-sans-thai-thai-700-normal.aa85150e.woff2';
const FONT_STYLE = /<style data-script-font="th">([^<]*)<\/style>/;

describe("a Thai document's script font", () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    const config = gatewayConfig({ serverRender: { budgetMs: 500, cacheMs: 5000 } });
    await writeSkeletonShellBuild(config.shellDir);
    await fs.writeFile(
      path.join(config.shellDir, SCRIPT_FONTS_FILE),
      JSON.stringify({ th: { '400': REGULAR, '700': BOLD } }),
    );
    await deployRemote({
      app: 'mf-campaign-draws',
      deployDir: config.deployDir,
      shellDir: shellRoutesDir(),
      buildCommand: fakeRemoteBuilderWith(
        { routes: [{ path: '/games/official/draws', page: 'landing' }], overlays: [] },
        undefined,
        `exports.render = async ({ language }) => ({ html: '<h1>Drawn ' + language + '</h1>', css: 'h1{color:gold}' });`,
      ),
    });
    app = buildGateway(config);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    removeTempDirs();
  });

  const drawn = async (url: string) => {
    let response = await app.inject({ url, headers: html });
    await eventually(async () => {
      response = await app.inject({ url, headers: html });
      return response.body;
    }, 'data-server-render=""');
    return response;
  };

  it("declares the shell's Thai faces in a drawn Thai page, in a style its CSP allows", async () => {
    const response = await drawn('/games/official/draws?lang=th');
    expect(response.body).toContain('<h1>Drawn th</h1>');
    const css = FONT_STYLE.exec(response.body)?.[1] ?? '';
    expect(css).toBe(
      '@font-face{font-family:"Noto Sans Thai";font-style:normal;font-weight:400;font-display:swap;' +
        `src:url("/${REGULAR}") format("woff2");unicode-range:U+0E01-0E5B, U+200C-200D, U+25CC}` +
        '@font-face{font-family:"Noto Sans Thai";font-style:normal;font-weight:700;font-display:swap;' +
        `src:url("/${BOLD}") format("woff2");unicode-range:U+0E01-0E5B, U+200C-200D, U+25CC}`,
    );
    expect(response.body.indexOf(css)).toBeLessThan(response.body.indexOf('</head>'));
    expect(response.headers['content-security-policy']).toContain(styleHashSource(css));
    expect(response.headers['content-security-policy']).toMatch(/font-src 'self'/);
  });

  it('declares it in a Thai document the browser renders too (a signed-in player), with its own ETag', async () => {
    const headers = { ...html, cookie: 'portal_token=abc' };
    const thai = await app.inject({ url: '/games/official/draws?lang=th', headers });
    const english = await app.inject({ url: '/games/official/draws?lang=en', headers });
    const css = FONT_STYLE.exec(thai.body)?.[1] ?? '';
    expect(css).toContain('Noto Sans Thai');
    expect(thai.headers['content-security-policy']).toContain(styleHashSource(css));
    expect(thai.headers.etag).not.toBe(english.headers.etag);
  });

  it.each(['en', 'vn', 'id'])('leaves a drawn %s page without it, its policy as before', async (language) => {
    const response = await drawn(`/games/official/draws?lang=${language}`);
    expect(response.body).not.toContain('data-script-font');
    expect(response.body).not.toContain('@font-face');
    const thai = await drawn('/games/official/draws?lang=th');
    const css = FONT_STYLE.exec(thai.body)?.[1] ?? '';
    expect(response.headers['content-security-policy']).not.toContain(styleHashSource(css));
  });
});

describe("the shell build's fonts.json", () => {
  it("names only its woff2 files, served from the site's root", () => {
    expect(
      scriptFontFiles(
        JSON.parse(
          JSON.stringify({
            th: { '400': REGULAR, '700': '../secrets.woff2', bold: BOLD },
            vn: 'assets/x.woff2',
            id: { '400': 'https://cdn.example/x.woff2' },
          }).replace('{', `{"__proto__":{"400":"${REGULAR}"},`),
        ),
      ),
    ).toEqual({ th: { '400': `/${REGULAR}` } });
    expect(scriptFontFiles(null)).toEqual({});
  });
});
