import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SERVER_RENDER_DIR, SERVER_RENDER_FILE } from '@portal/routes/registry';
import { buildGateway } from '../../server';
import { eventually, gatewayConfig, removeTempDirs, writeSkeletonShellBuild } from '../../testing/fixtures';

const html = { accept: 'text/html' };
const METRICS_TOKEN = 'metrics-token-of-24-chars-or-more';

/**
 * The shell's render: draws the home, breaks on the playtesting page, draws nothing elsewhere; its
 * chrome names the path, the language and the routed remotes it was given, and breaks on /help.
 */
const SHELL_RENDER = `exports.render = async ({ path, language }) => {
  if (path === '/play-testing') throw new Error('the playtesting page broke');
  return path === '/' ? { html: '<h1>Home ' + language + '</h1>', css: 'h1{color:gold}' } : null;
};
exports.renderChrome = async ({ path, language, remotes }) => {
  if (path === '/help') throw new Error('the chrome broke');
  const apps = (remotes || []).map((remote) => remote.app).join(',');
  return { html: '<header>Header ' + language + ' ' + path + ' [' + apps + ']</header>', css: 'header{color:gold}', tail: '<nav>Nav</nav>' };
};`;

const cspStyleHash = (csp: string, css: string) =>
  csp.includes(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);

describe("the shell's own pages drawn by its server render", () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    const shellDir = await writeSkeletonShellBuild();
    await fs.mkdir(path.join(shellDir, SERVER_RENDER_DIR));
    await fs.writeFile(path.join(shellDir, SERVER_RENDER_FILE), SHELL_RENDER);
    app = buildGateway(
      gatewayConfig({
        shellDir,
        serverRender: { budgetMs: 150, cacheMs: 5000 },
        metricsToken: METRICS_TOKEN,
      }),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    removeTempDirs();
  });

  /** The fallbacks counted for `remote` (errors and timeouts), from the gateway's metrics. */
  const fallbacks = async (remote: string) => {
    const metrics = await app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    return [
      ...metrics.body.matchAll(
        /^gateway_server_render_fallbacks_total\{remote="([^"]+)",reason="[^"]+"\} (\d+)$/gm,
      ),
    ]
      .filter((line) => line[1] === remote)
      .reduce((sum, line) => sum + Number(line[2]), 0);
  };

  it("puts a visitor's home in the shell's slot, in the language asked for", async () => {
    const visit = async () => (await app.inject({ url: '/?lang=th', headers: html })).body;
    const body = await eventually(visit, '<h1>Home th</h1>');
    expect(body).toContain(
      '<section id="remote-slot-shell" data-remote="shell" data-server-render=""><h1>Home th</h1></section>',
    );
    expect(body).not.toContain('boot-main');
  });

  it('never serves the render file', async () => {
    expect((await app.inject({ url: `/${SERVER_RENDER_FILE}` })).statusCode).toBe(404);
  });

  it('falls back to the plain document when the render throws, and counts it under the shell', async () => {
    const response = await app.inject({ url: '/play-testing', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('boot-main');
    expect(response.body).not.toContain('data-server-render=""');
    expect(await fallbacks('shell')).toBe(1);
  });

  it('sends the plain document for a shell page its render does not draw', async () => {
    const response = await app.inject({ url: '/games', headers: html });
    expect(response.body).toContain('boot-main');
  });

  it("draws the header and the bottom navigation of every visitor's page in place of their skeletons", async () => {
    const visit = async () => (await app.inject({ url: '/games?lang=vn', headers: html })).body;
    const body = await eventually(visit, 'data-served-chrome');
    expect(body).toContain('<div data-served-chrome="header"><header>Header vn /games []</header></div>');
    expect(body).toContain('<div data-served-chrome="bottom"><nav>Nav</nav></div>');
    expect(body).not.toContain('boot-header');
    expect(body).not.toContain('boot-bottom');
    // The page itself is not drawn: its loading skeleton stays between them.
    expect(body).toContain('boot-main');
    // The taps listener comes once, with the page's drawing or without it.
    const home = await eventually(
      async () => (await app.inject({ url: '/', headers: html })).body,
      'served-chrome',
    );
    for (const page of [body, home]) expect(page.match(/<script>/g)).toHaveLength(1);
  });

  it("allows the chrome's sheet by its hash in that answer's CSP", async () => {
    const response = await app.inject({ url: '/games', headers: html });
    const sheet = /<style[^>]*>([^<]*header\{color:gold\}[^<]*)<\/style>/.exec(response.body)?.[1] ?? '';
    expect(sheet).toContain('[data-served-chrome]{display:contents}');
    expect(cspStyleHash(String(response.headers['content-security-policy']), sheet)).toBe(true);
  });

  it("leaves the skeletons to signed-in players and to a game's webview", async () => {
    for (const request of [
      { url: '/games', headers: { ...html, cookie: 'portal_token=abc' } },
      { url: '/games?webview=ash_echoes', headers: html },
    ]) {
      const body = (await app.inject(request)).body;
      expect(body).toContain('boot-header');
      expect(body).not.toContain('data-served-chrome');
    }
  });

  it('keeps the skeletons when the chrome throws, and counts it apart from the pages', async () => {
    // (A path no route owns: its document is the shell's 404 page, drawn the same way.)
    const response = await app.inject({ url: '/help', headers: html });
    expect(response.body).toContain('boot-header');
    expect(response.body).not.toContain('data-served-chrome');
    expect(await fallbacks('shell.renderChrome')).toBe(1);
  });
});
