import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SERVER_RENDER_DIR, SERVER_RENDER_FILE } from '@portal/routes/registry';
import { buildGateway } from '../../server';
import { eventually, gatewayConfig, removeTempDirs, writeSkeletonShellBuild } from '../../testing/fixtures';

const html = { accept: 'text/html' };
const METRICS_TOKEN = 'metrics-token-of-24-chars-or-more';

/** The shell's render: draws the home, breaks on the playtesting page, draws nothing elsewhere. */
const SHELL_RENDER = `exports.render = async ({ path, language }) => {
  if (path === '/play-testing') throw new Error('the playtesting page broke');
  return path === '/' ? { html: '<h1>Home ' + language + '</h1>', css: 'h1{color:gold}' } : null;
};`;

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
    expect(response.body).not.toContain('data-server-render');
    const metrics = await app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.body).toMatch(
      /gateway_server_render_fallbacks_total\{remote="shell",reason="(error|timeout)"\} 1/,
    );
  });

  it('sends the plain document for a shell page its render does not draw', async () => {
    const response = await app.inject({ url: '/games', headers: html });
    expect(response.body).toContain('boot-main');
  });
});
