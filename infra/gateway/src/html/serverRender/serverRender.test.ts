import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SERVER_RENDER_FILE } from '@portal/routes/registry';
import { readDeployRegistry } from '../../registry/deployRegistry';
import { deployRemote, rollbackRemote } from '../../deploy/deployRemote';
import { buildGateway } from '../../server';
import { SERVED_PAGE_SCRIPT, SERVED_PAGE_SCRIPT_SOURCE } from './servedPageScript';
import {
  eventually,
  fakeRemoteBuilderWith,
  gatewayConfig,
  removeTempDirs,
  shellRoutesDir,
  writeSkeletonShellBuild,
} from '../../testing/fixtures';

const html = { accept: 'text/html' };
const BUDGET_MS = 150;
const METRICS_TOKEN = 'metrics-token-of-24-chars-or-more';

/** A remote answering its landing with its server render (`render.js`, CommonJS). */
const landing = (gameCode: string, render: string) =>
  fakeRemoteBuilderWith(
    { routes: [{ path: `/games/official/${gameCode}`, page: 'landing' }], overlays: [] },
    undefined,
    `exports.render = ${render};`,
  );

const DRAWS = `async ({ path, language }) => ({ html: '<h1>Drawn ' + language + ' ' + path + '</h1>', css: 'h1{color:gold}' })`;
const THROWS = `async () => { throw new Error('the landing broke'); }`;
// A render that never yields: only ending its thread stops it.
const HANGS = `async () => { for (;;) {} }`;

describe("visitors' landings drawn by the remote's server render", () => {
  let app: FastifyInstance;
  let deployDir: string;

  beforeAll(async () => {
    const config = gatewayConfig({
      serverRender: { budgetMs: BUDGET_MS, cacheMs: 5000 },
      metricsToken: METRICS_TOKEN,
    });
    deployDir = config.deployDir;
    await writeSkeletonShellBuild(config.shellDir);
    const shellDir = shellRoutesDir();
    for (const [remote, render] of [
      ['mf-campaign-draws', DRAWS],
      ['mf-campaign-throws', THROWS],
      ['mf-campaign-hangs', HANGS],
    ] as const) {
      const gameCode = remote.slice('mf-campaign-'.length);
      await deployRemote({ app: remote, deployDir, shellDir, buildCommand: landing(gameCode, render) });
    }
    app = buildGateway(config);
    // Ready starts the live versions' render threads; a first visitor does not wait for one to load.
    await app.ready();
    await new Promise((resolve) => setTimeout(resolve, 1000));
  });
  afterAll(async () => {
    await app.close();
    removeTempDirs();
  });

  it('keeps the render beside the registry, names it in the release, and never serves it', async () => {
    const registry = await readDeployRegistry(deployDir);
    const deployment = registry.remotes['mf-campaign-draws'];
    const release = deployment?.releases[deployment.current];
    expect(release?.serverRender).toBe(`server-render/mf-campaign-draws/${deployment?.current}/render.js`);
    await expect(
      fs.access(path.join(deployDir, release?.serverRender ?? 'missing')),
    ).resolves.toBeUndefined();
    const served = await app.inject({
      url: `/remotes/mf-campaign-draws/${deployment?.current}/${SERVER_RENDER_FILE}`,
    });
    expect(served.statusCode).toBe(404);
  });

  it("puts a visitor's render in the remote's slot and its CSS in a style the CSP allows", async () => {
    const response = await app.inject({ url: '/games/official/draws?lang=th', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<section id="remote-slot-mf-campaign-draws" data-remote="mf-campaign-draws" data-server-render="">' +
        '<h1>Drawn th /games/official/draws</h1></section>',
    );
    expect(response.body).not.toContain('boot-main');
    const css = /<style>([^<]*)<\/style><\/head>/.exec(response.body)?.[1] ?? '';
    expect(css).toContain('h1{color:gold}');
    const { styleHashSource } = await import('@portal/contracts/html');
    expect(response.headers['content-security-policy']).toContain(styleHashSource(css));
    // The listener that keeps taps until the shell takes over runs, allowed by its hash alone.
    expect(response.body).toContain(`<script>${SERVED_PAGE_SCRIPT}</script>`);
    const scripts = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(scripts?.split(' ')).toEqual(["'self'", SERVED_PAGE_SCRIPT_SOURCE]);
  });

  it('sends a signed-in player the document the browser renders', async () => {
    const response = await app.inject({
      url: '/games/official/draws',
      headers: { ...html, cookie: 'portal_token=abc' },
    });
    expect(response.body).toContain('boot-main');
    expect(response.body).not.toContain('data-server-render');
    expect(response.body).not.toContain('<script>');
    expect(response.headers['content-security-policy']).toContain("script-src 'self';");
  });

  it.each([
    ['throws', '/games/official/throws'],
    ['hangs', '/games/official/hangs'],
  ])('falls back to the plain document within the budget when the render %s', async (reason, url) => {
    const started = Date.now();
    const response = await app.inject({ url, headers: html });
    const took = Date.now() - started;
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('boot-main');
    expect(response.body).not.toContain('data-server-render');
    // The budget, plus the document's own work on a busy machine.
    expect(took).toBeLessThan(BUDGET_MS + 400);
    const metrics = await app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.body).toMatch(
      new RegExp(
        `gateway_server_render_fallbacks_total\\{remote="mf-campaign-${reason}",reason="${reason === 'throws' ? 'error' : 'timeout'}"\\} 1`,
      ),
    );
  });

  it("draws a redeployed landing's new text, and the old one again after a rollback", async () => {
    const shellDir = shellRoutesDir();
    const draws = (text: string) => `async () => ({ html: '<h1>${text}</h1>', css: '' })`;
    const visit = async () => (await app.inject({ url: '/games/official/redeployed', headers: html })).body;
    await deployRemote({
      app: 'mf-campaign-redeployed',
      deployDir,
      shellDir,
      buildCommand: landing('redeployed', draws('Before the ash settles')),
    });
    // A deploy's first render may run past the budget; it finishes and serves the next visitor.
    expect(await eventually(visit, '<h1>Before the ash settles</h1>')).toContain(
      '<h1>Before the ash settles</h1>',
    );

    await deployRemote({
      app: 'mf-campaign-redeployed',
      deployDir,
      shellDir,
      buildCommand: landing('redeployed', draws('After the ash settles')),
    });
    expect(await eventually(visit, '<h1>After the ash settles</h1>')).toContain(
      '<h1>After the ash settles</h1>',
    );

    await rollbackRemote({ app: 'mf-campaign-redeployed', deployDir, shellDir });
    expect(await eventually(visit, '<h1>Before the ash settles</h1>')).toContain(
      '<h1>Before the ash settles</h1>',
    );
  });

  it("holds up no other landing while a hung render's thread is being ended", async () => {
    const response = await app.inject({ url: '/games/official/draws?lang=vn', headers: html });
    expect(response.body).toContain('<h1>Drawn vn /games/official/draws</h1>');
  });
});
