import { promises as fs } from 'node:fs';
import { buildGateway } from '../server';
import { deployFixture, gatewayConfig, removeTempDirs, writeShellBuild } from '../testing/fixtures';
import { registryFile } from './deployRegistry';
import { LiveRegistry } from './liveRegistry';

afterAll(removeTempDirs);

describe('a gateway started on a corrupt registry', () => {
  it('serves the last good copy kept beside it, and says so once', async () => {
    const config = gatewayConfig();
    await writeShellBuild(config.shellDir);
    const { version } = await deployFixture(config.deployDir, 'mf-help');
    await fs.writeFile(registryFile(config.deployDir), '{ "schemaVersion": 2, "remotes": { "mf-help": ');
    const errors: string[] = [];
    const registry = new LiveRegistry(
      config.deployDir,
      {},
      (error) => errors.push(String(error)),
      config.shellDir,
    );

    for (let request = 0; request < 3; request += 1) {
      const snapshot = await registry.current();
      expect(snapshot.byApp.get('mf-help')?.version).toBe(version);
      expect(snapshot.routes.match('/tou')?.route.app).toBe('mf-help');
    }
    expect(errors).toEqual([
      expect.stringMatching(
        /registry\.json: not JSON .*; serving the last good copy .*registry\.last-good\.json/,
      ),
    ]);
  });

  it('answers the remote routes from it, not 404', async () => {
    const config = gatewayConfig();
    await writeShellBuild(config.shellDir);
    const { version } = await deployFixture(config.deployDir, 'mf-help');
    await fs.writeFile(registryFile(config.deployDir), 'garbage');
    const app = buildGateway(config);
    expect((await app.inject({ url: '/tou', headers: { accept: 'text/html' } })).statusCode).toBe(200);
    expect((await app.inject('/registry.json')).json().remotes[0].version).toBe(version);
    await app.close();
  });

  it('a running gateway whose registry breaks keeps the last good one and logs once, not per request', async () => {
    const config = gatewayConfig();
    await deployFixture(config.deployDir, 'mf-help');
    const errors: string[] = [];
    const registry = new LiveRegistry(
      config.deployDir,
      {},
      (error) => errors.push(String(error)),
      config.shellDir,
    );
    const before = await registry.current();
    await fs.writeFile(registryFile(config.deployDir), '{}');
    for (let request = 0; request < 3; request += 1)
      expect((await registry.current()).document).toBe(before.document);
    expect(errors).toHaveLength(1);
  });

  it('reports a registry naming a version whose files are gone', async () => {
    const config = gatewayConfig();
    const { dir, version } = await deployFixture(config.deployDir, 'mf-help');
    await fs.rm(dir, { recursive: true });
    const errors: string[] = [];
    await new LiveRegistry(
      config.deployDir,
      {},
      (error) => errors.push(String(error)),
      config.shellDir,
    ).current();
    expect(errors).toEqual([
      expect.stringContaining(`the registry names mf-help ${version}, whose files are missing`),
    ]);
  });
});
