import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SharedExports } from '@portal/routes/registry';
import { readDeployRegistry } from '../registry/deployRegistry';
import {
  fakeRemoteBuilderWith,
  gatewayConfig,
  REMOTE_ROUTES,
  removeTempDirs,
  SHELL_ROUTES,
  tempDir,
} from '../testing/fixtures';
import { buildGateway } from '../server';
import { deployRemote, promoteRemote, publishRemote, rollbackRemote } from './deployRemote';
import { pageParticipants, remotesShellCannotServe, sharedExportGaps } from './sharedFit';

afterEach(removeTempDirs);

const valibot = (provides: string[], needs: string[]): SharedExports => ({ valibot: { provides, needs } });

/** A shell build whose valibot copy holds `provides`. */
function shellWith(provides: string[]): string {
  const dir = tempDir('shell-');
  writeFileSync(
    path.join(dir, 'routes.json'),
    JSON.stringify({ ...SHELL_ROUTES, shared: valibot(provides, ['object']) }),
  );
  return dir;
}

/** The fake builder shipping the app's fixture routes with these shared exports. */
function buildWith(app: 'mf-help' | 'mf-auth', shared: SharedExports): string {
  const routes = REMOTE_ROUTES[app];
  if (!routes) throw new Error(`no fixture routes for ${app}`);
  return fakeRemoteBuilderWith({ ...routes, shared });
}
const helpBuild = (shared: SharedExports) => buildWith('mf-help', shared);

describe('shared exports across the page', () => {
  it('names each call a copy on the page lacks, in both directions', () => {
    const gaps = sharedExportGaps(
      { who: 'mf-help (this build)', shared: valibot(['object', 'pipe'], ['object', 'partialCheck']) },
      [{ who: 'the live shell', shared: valibot(['object'], ['object', 'pipe', 'forward']) }],
    );
    expect(gaps).toEqual([
      "mf-help (this build) calls valibot's partialCheck, which the live shell's shared copy lacks",
      "the live shell calls valibot's forward, which mf-help (this build)'s shared copy lacks",
    ]);
  });

  it('names the live remotes a newer shell cannot serve, so a local start deploys them again', async () => {
    const deployDir = tempDir();
    await deployRemote({
      app: 'mf-help',
      deployDir,
      shellDir: shellWith(['object', 'pipe', 'partialCheck']),
      buildCommand: helpBuild(valibot(['object', 'pipe', 'partialCheck'], ['object', 'partialCheck'])),
    });
    const registry = await readDeployRegistry(deployDir);
    expect(remotesShellCannotServe({ who: 'new shell', shared: valibot(['object'], []) }, registry)).toEqual([
      'mf-help',
    ]);
    expect(
      remotesShellCannotServe(
        { who: 'same shell', shared: valibot(['object', 'partialCheck'], []) },
        registry,
      ),
    ).toEqual([]);
  });

  it('passes over builds made before exports were recorded', () => {
    expect(
      sharedExportGaps({ who: 'new', shared: valibot(['object'], ['object', 'partialCheck']) }, [
        { who: 'old' },
      ]),
    ).toEqual([]);
  });

  it('refuses to deploy a remote that calls what the live shell copy lacks, and changes nothing', async () => {
    const deployDir = tempDir();
    await expect(
      deployRemote({
        app: 'mf-help',
        deployDir,
        shellDir: shellWith(['object', 'pipe']),
        buildCommand: helpBuild(valibot(['object', 'pipe', 'partialCheck'], ['object', 'partialCheck'])),
      }),
    ).rejects.toThrow(
      "mf-help was not deployed; nothing changed: one shared copy serves the page and these calls would fail in the browser:\n  mf-help (this build) calls valibot's partialCheck, which the live shell's shared copy lacks",
    );
    expect((await readDeployRegistry(deployDir)).remotes).toEqual({});
  });

  it('records what a release calls, and compares it with the other live remotes', async () => {
    const deployDir = tempDir();
    const shellDir = shellWith(['object', 'pipe', 'partialCheck']);
    const help = await deployRemote({
      app: 'mf-help',
      deployDir,
      shellDir,
      buildCommand: helpBuild(valibot(['object', 'pipe', 'partialCheck'], ['partialCheck'])),
    });
    const registry = await readDeployRegistry(deployDir);
    expect(registry.remotes['mf-help']?.releases[help.version]?.shared).toEqual(
      valibot(['object', 'pipe', 'partialCheck'], ['partialCheck']),
    );
    expect(pageParticipants('mf-auth', { who: 'the live shell' }, registry).map(({ who }) => who)).toEqual([
      'the live shell',
      `mf-help ${help.version}`,
    ]);

    // Built from newer sources that dropped partialCheck: mf-help's live copy would be handed it.
    await expect(
      publishRemote({
        app: 'mf-auth',
        deployDir,
        shellDir,
        buildCommand: buildWith('mf-auth', valibot(['object', 'pipe'], ['object'])),
      }),
    ).rejects.toThrow(
      `mf-help ${help.version} calls valibot's partialCheck, which mf-auth (this build)'s shared copy lacks`,
    );
  });

  it('refuses to roll back or promote an older build the live shell can no longer serve', async () => {
    const deployDir = tempDir();
    const oldShell = shellWith(['object', 'partialCheck']);
    const first = await deployRemote({
      app: 'mf-help',
      deployDir,
      shellDir: oldShell,
      buildCommand: helpBuild(valibot(['object', 'partialCheck'], ['partialCheck'])),
    });
    const newShell = shellWith(['object']);
    await deployRemote({
      app: 'mf-help',
      deployDir,
      shellDir: newShell,
      buildCommand: helpBuild(valibot(['object'], ['object'])),
    });

    await expect(rollbackRemote({ app: 'mf-help', deployDir, shellDir: newShell })).rejects.toThrow(
      `mf-help was not rolled back to ${first.version}; nothing changed`,
    );
    await expect(
      promoteRemote({ app: 'mf-help', deployDir, shellDir: newShell, version: first.version }),
    ).rejects.toThrow(`mf-help ${first.version} was not promoted; nothing changed`);
    // Against the shell it was built beside, the rollback goes through.
    expect((await rollbackRemote({ app: 'mf-help', deployDir, shellDir: oldShell })).to).toBe(first.version);
  });

  it('has the gateway report live remotes its own shell can no longer serve (a shell rollout is no deploy)', async () => {
    const deployDir = tempDir();
    const help = await deployRemote({
      app: 'mf-help',
      deployDir,
      shellDir: shellWith(['object', 'partialCheck']),
      buildCommand: helpBuild(valibot(['object', 'partialCheck'], ['partialCheck'])),
    });
    const lines: string[] = [];
    const gateway = buildGateway(
      gatewayConfig({
        deployDir,
        shellDir: shellWith(['object']),
        logLevel: 'error',
        logDestination: { write: (line) => void lines.push(line) },
      }),
    );
    try {
      expect((await gateway.inject({ method: 'GET', url: '/registry.json' })).statusCode).toBe(200);
      const gap = `mf-help ${help.version} calls valibot's partialCheck, which this shell's shared copy lacks`;
      // The check runs as the registry is read: wait for it by turns of the event loop, not by time.
      for (let turn = 0; turn < 200 && !lines.join('').includes(gap); turn++)
        await new Promise((resolve) => setImmediate(resolve));
      expect(lines.join('')).toContain(gap);
    } finally {
      await gateway.close();
    }
  });
});
