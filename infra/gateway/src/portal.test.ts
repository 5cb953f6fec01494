/** infra/scripts/portal.ts (npm start, e2e, bench) is tested here: infra/scripts has no test runner of its own. */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensurePortalBuilt, startPortal, type RunningPortal } from '../../scripts/portal';
import { readDeployRegistry } from './registry/deployRegistry';
import { fakeRemoteBuilder, removeTempDirs, tempDir, writeShellBuild } from './testing/fixtures';

/** Stands in for infra/api/src/main.ts: listens on API_PORT, prints the ready line, echoes its environment. */
function fakeApi({ failBeforeReady = false } = {}): string[] {
  const script = path.join(tempDir('api-'), 'api.js');
  writeFileSync(
    script,
    failBeforeReady
      ? `console.error('migration 003 failed'); process.exit(4);`
      : `const http = require('http');
const server = http.createServer((request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify({ success: true, data: { url: request.url, dataDir: process.env.DATA_DIR, host: process.env.HOST, port: process.env.API_PORT, gatewayPort: process.env.PORT ?? null } }));
});
server.listen(Number(process.env.API_PORT), process.env.HOST, () => console.log('API listening on http://' + process.env.HOST + ':' + server.address().port));
process.on('SIGTERM', () => server.close(() => process.exit(0)));`,
  );
  return [process.execPath, script];
}

let portal: RunningPortal | undefined;
afterEach(async () => {
  await portal?.stop();
  portal = undefined;
  removeTempDirs();
});

describe('startPortal', () => {
  it('starts the API and the gateway on free ports and stops both', async () => {
    const shellDir = await writeShellBuild();
    const dataDir = tempDir('data-');
    const lines: string[] = [];
    portal = await startPortal({
      port: 0,
      shellDir,
      deployDir: tempDir('deploy-'),
      dataDir,
      build: false,
      apiCommand: fakeApi(),
      env: { PORT: '8080' },
      log: (line) => lines.push(line),
    });

    const page = await fetch(`${portal.url}/games`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"></div>');

    const api = await fetch(`${portal.url}/api/health`);
    expect((await api.json()).data).toMatchObject({
      url: '/api/health',
      dataDir,
      host: '127.0.0.1',
      gatewayPort: null,
    });
    expect(portal.apiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(lines).toContain(`API listening on ${portal.apiUrl}`);

    const { url } = portal;
    await portal.stop();
    expect(await portal.apiExited).toEqual({ code: 0, signal: null });
    await expect(fetch(`${url}/games`)).rejects.toThrow();
  });

  it("fails with the API's output when the API dies before it is ready", async () => {
    await expect(
      startPortal({
        port: 0,
        shellDir: tempDir('shell-'),
        deployDir: tempDir('deploy-'),
        build: false,
        apiCommand: fakeApi({ failBeforeReady: true }),
        log: () => undefined,
      }),
    ).rejects.toThrow(/the API stopped before it was ready \(exit code 4\):\nmigration 003 failed/);
  });
});

describe('ensurePortalBuilt', () => {
  it('deploys only the remotes that have no live version and no override', async () => {
    const deployDir = tempDir('deploy-');
    const shellDir = await writeShellBuild();
    const buildCommand = fakeRemoteBuilder();
    await ensurePortalBuilt({
      shellDir,
      deployDir,
      buildCommand,
      remoteOverrides: { 'mf-help': 'https://cdn.example/mf-help/1.0.0/mf-manifest.json' },
      log: () => undefined,
    });
    const first = await readDeployRegistry(deployDir);
    expect(Object.keys(first.remotes).sort()).toEqual([
      'mf-auth',
      'mf-campaign-ash-echoes',
      'mf-campaign-crazy-ones',
      'mf-profile',
      'mf-wallet-vip',
    ]);

    await ensurePortalBuilt({ shellDir, deployDir, buildCommand, log: () => undefined });
    const second = await readDeployRegistry(deployDir);
    expect(second.remotes['mf-auth']).toEqual(first.remotes['mf-auth']);
    expect(second.remotes['mf-help']?.history).toHaveLength(1);
    expect(existsSync(path.join(shellDir, 'index.html'))).toBe(true);
  }, 30_000);
});
