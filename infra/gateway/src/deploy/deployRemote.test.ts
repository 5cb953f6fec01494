import { existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import { readDeployRegistry, remoteVersionDir } from '../registry/deployRegistry';
import {
  REMOTE_ROUTES,
  shellRoutesDir,
  fakeRemoteBuilder,
  removeTempDirs,
  tempDir,
} from '../testing/fixtures';
import { deployRemote, rollbackRemote, sourceMapsDir } from './deployRemote';

afterEach(removeTempDirs);

describe('deployRemote', () => {
  it('builds into a folder named by the build digest, makes it current and records who, when and what', async () => {
    const deployDir = tempDir();
    const deployed = await deployRemote({
      shellDir: shellRoutesDir(),
      app: 'mf-help',
      deployDir,
      buildCommand: fakeRemoteBuilder(),
      now: () => new Date('2026-03-04T05:06:07.890Z'),
      by: 'ana@studio',
    });

    expect(deployed.version).toMatch(/^[0-9a-f]{16}$/);
    expect(deployed.manifestUrl).toBe(`/remotes/mf-help/${deployed.version}/mf-manifest.json`);
    expect(
      existsSync(path.join(remoteVersionDir(deployDir, 'mf-help', deployed.version), 'remoteEntry.js')),
    ).toBe(true);
    expect(await readDeployRegistry(deployDir)).toEqual({
      schemaVersion: 2,
      remotes: {
        'mf-help': {
          current: deployed.version,
          history: [deployed.version],
          releases: {
            [deployed.version]: {
              ...REMOTE_ROUTES['mf-help'],
              record: {
                by: 'ana@studio',
                at: '2026-03-04T05:06:07.890Z',
                checks: { typecheck: 'skipped', tests: 'skipped' },
                jsBytes: deployed.jsBytes,
                jsBudgetBytes: 300 * 1024,
              },
            },
          },
        },
      },
      events: [
        {
          app: 'mf-help',
          version: deployed.version,
          action: 'published',
          by: 'ana@studio',
          at: '2026-03-04T05:06:07.890Z',
        },
        {
          app: 'mf-help',
          version: deployed.version,
          action: 'promoted',
          by: 'ana@studio',
          percent: 100,
          at: expect.any(String),
        },
      ],
    });
    expect(await fs.readdir(path.join(deployDir, '.staging'))).toEqual([]);
  });

  it('writes brotli and gzip forms of text files over 1 KB next to them; source maps go aside, unserved', async () => {
    const deployDir = tempDir();
    const { dir, version } = await deployRemote({
      shellDir: shellRoutesDir(),
      app: 'mf-help',
      deployDir,
      buildCommand: fakeRemoteBuilder(),
    });
    const files = await fs.readdir(dir);
    const chunk = files.find((file) => /^__federation_expose_app\.[0-9a-f]+\.js$/.test(file));

    expect(files).toEqual(expect.arrayContaining([`${chunk}.br`, `${chunk}.gz`]));
    expect(files).not.toContain('remoteEntry.js.br'); // under the threshold
    expect(files.filter((file) => file.endsWith('.map') || file.endsWith('.map.br'))).toEqual([]);
    expect(await fs.readdir(sourceMapsDir(deployDir, 'mf-help', version))).toEqual([`${chunk}.map`]);
  });

  it('appends each deploy to the history', async () => {
    const deployDir = tempDir();
    const buildCommand = fakeRemoteBuilder();
    const first = await deployRemote({ shellDir: shellRoutesDir(), app: 'mf-auth', deployDir, buildCommand });
    const second = await deployRemote({
      shellDir: shellRoutesDir(),
      app: 'mf-auth',
      deployDir,
      buildCommand,
    });

    expect(second.version).not.toBe(first.version);
    expect((await readDeployRegistry(deployDir)).remotes['mf-auth']).toMatchObject({
      current: second.version,
      history: [first.version, second.version],
    });
  });

  it('refuses a name that is not a remote', async () => {
    await expect(
      deployRemote({
        shellDir: shellRoutesDir(),
        app: 'shell',
        deployDir: tempDir(),
        buildCommand: fakeRemoteBuilder(),
      }),
    ).rejects.toThrow('"shell" is not a remote name');
  });

  it('leaves the registry and deploy folder untouched when the build fails', async () => {
    const deployDir = tempDir();
    const buildCommand = fakeRemoteBuilder();
    const live = await deployRemote({ shellDir: shellRoutesDir(), app: 'mf-help', deployDir, buildCommand });
    process.env.FAIL_BUILD = '1';
    try {
      await expect(
        deployRemote({ shellDir: shellRoutesDir(), app: 'mf-help', deployDir, buildCommand }),
      ).rejects.toThrow('building mf-help failed (exit code 3)');
    } finally {
      delete process.env.FAIL_BUILD;
    }
    expect((await readDeployRegistry(deployDir)).remotes['mf-help']?.current).toBe(live.version);
    expect(await fs.readdir(path.join(deployDir, 'remotes', 'mf-help'))).toEqual([live.version]);
    expect(await fs.readdir(path.join(deployDir, '.staging'))).toEqual([]);
  });

  it('rejects a build without mf-manifest.json', async () => {
    process.env.NO_MANIFEST = '1';
    try {
      await expect(
        deployRemote({
          shellDir: shellRoutesDir(),
          app: 'mf-help',
          deployDir: tempDir(),
          buildCommand: fakeRemoteBuilder(),
        }),
      ).rejects.toThrow('the mf-help build wrote no mf-manifest.json');
    } finally {
      delete process.env.NO_MANIFEST;
    }
  });

  it('keeps the registry consistent when deploys of different remotes run at the same time', async () => {
    const deployDir = tempDir();
    const buildCommand = fakeRemoteBuilder();
    const apps = ['mf-auth', 'mf-help', 'mf-profile', 'mf-wallet-vip'];
    const deployed = await Promise.all(
      apps.map((app) => deployRemote({ shellDir: shellRoutesDir(), app, deployDir, buildCommand })),
    );
    const registry = await readDeployRegistry(deployDir);

    expect(Object.keys(registry.remotes).sort()).toEqual([...apps].sort());
    for (const { app, version } of deployed) expect(registry.remotes[app]?.current).toBe(version);
  });
});

describe('rollbackRemote', () => {
  it('makes the previous version current and keeps the newer one on disk', async () => {
    const deployDir = tempDir();
    const buildCommand = fakeRemoteBuilder();
    const first = await deployRemote({ shellDir: shellRoutesDir(), app: 'mf-help', deployDir, buildCommand });
    const second = await deployRemote({
      shellDir: shellRoutesDir(),
      app: 'mf-help',
      deployDir,
      buildCommand,
    });

    expect(await rollbackRemote({ shellDir: shellRoutesDir(), app: 'mf-help', deployDir })).toEqual({
      app: 'mf-help',
      from: second.version,
      to: first.version,
    });
    expect((await readDeployRegistry(deployDir)).remotes['mf-help']).toMatchObject({
      current: first.version,
      history: [first.version, second.version],
    });
    expect(existsSync(second.dir)).toBe(true);
  });

  it('fails with a clear message when there is no previous version', async () => {
    const deployDir = tempDir();
    const only = await deployRemote({
      shellDir: shellRoutesDir(),
      app: 'mf-help',
      deployDir,
      buildCommand: fakeRemoteBuilder(),
    });

    await expect(rollbackRemote({ shellDir: shellRoutesDir(), app: 'mf-help', deployDir })).rejects.toThrow(
      `mf-help has no version before ${only.version} to roll back to`,
    );
    expect((await readDeployRegistry(deployDir)).remotes['mf-help']?.current).toBe(only.version);
  });

  it('fails for a remote that was never deployed', async () => {
    await expect(
      rollbackRemote({ shellDir: shellRoutesDir(), app: 'mf-profile', deployDir: tempDir() }),
    ).rejects.toThrow('mf-profile has never been deployed, so there is nothing to roll back');
  });

  it('after rollback and a new deploy, rolls back to what was live before that deploy, not to the pulled version', async () => {
    const deployDir = tempDir();
    const buildCommand = fakeRemoteBuilder();
    const good = await deployRemote({ shellDir: shellRoutesDir(), app: 'mf-help', deployDir, buildCommand });
    const pulled = await deployRemote({
      shellDir: shellRoutesDir(),
      app: 'mf-help',
      deployDir,
      buildCommand,
    });
    await rollbackRemote({ shellDir: shellRoutesDir(), app: 'mf-help', deployDir });
    const fixed = await deployRemote({ shellDir: shellRoutesDir(), app: 'mf-help', deployDir, buildCommand });

    expect((await readDeployRegistry(deployDir)).remotes['mf-help']?.history).toEqual([
      good.version,
      fixed.version,
    ]);
    expect((await rollbackRemote({ shellDir: shellRoutesDir(), app: 'mf-help', deployDir })).to).toBe(
      good.version,
    );
    expect(existsSync(pulled.dir)).toBe(true);
  });

  it('refuses to point at a version whose folder was deleted', async () => {
    const deployDir = tempDir();
    const buildCommand = fakeRemoteBuilder();
    const first = await deployRemote({ shellDir: shellRoutesDir(), app: 'mf-help', deployDir, buildCommand });
    const second = await deployRemote({
      shellDir: shellRoutesDir(),
      app: 'mf-help',
      deployDir,
      buildCommand,
    });
    await fs.rm(first.dir, { recursive: true });

    await expect(rollbackRemote({ shellDir: shellRoutesDir(), app: 'mf-help', deployDir })).rejects.toThrow(
      `cannot roll mf-help back to ${first.version}`,
    );
    expect((await readDeployRegistry(deployDir)).remotes['mf-help']?.current).toBe(second.version);
  });
});
