import { promises as fs } from 'node:fs';
import { deployRemote, rollbackRemote } from '../deploy/deployRemote';
import { buildGateway } from '../server';
import {
  REMOTE_ROUTES,
  shellRoutesDir,
  fakeRemoteBuilder,
  gatewayConfig,
  removeTempDirs,
} from '../testing/fixtures';
import { registryFile } from './deployRegistry';

afterEach(removeTempDirs);

describe('GET /registry.json', () => {
  it('lists the live version of every deployed remote with its manifest URL', async () => {
    const config = gatewayConfig();
    const buildCommand = fakeRemoteBuilder();
    const help = await deployRemote({
      shellDir: shellRoutesDir(),
      app: 'mf-help',
      deployDir: config.deployDir,
      buildCommand,
    });
    const auth = await deployRemote({
      shellDir: shellRoutesDir(),
      app: 'mf-auth',
      deployDir: config.deployDir,
      buildCommand,
    });
    const app = buildGateway(config);

    const response = await app.inject('/registry.json');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.json()).toEqual({
      schemaVersion: 2,
      remotes: [
        {
          app: 'mf-auth',
          name: 'mf_auth',
          version: auth.version,
          manifest: `/remotes/mf-auth/${auth.version}/mf-manifest.json`,
          ...REMOTE_ROUTES['mf-auth'],
        },
        {
          app: 'mf-help',
          name: 'mf_help',
          version: help.version,
          manifest: `/remotes/mf-help/${help.version}/mf-manifest.json`,
          ...REMOTE_ROUTES['mf-help'],
        },
      ],
    });
    await app.close();
  });

  it('follows deploys and rollbacks without a restart', async () => {
    const config = gatewayConfig();
    const buildCommand = fakeRemoteBuilder();
    const app = buildGateway(config);
    const liveHelpVersion = async () =>
      (await app.inject('/registry.json'))
        .json<{ remotes: { app: string; version: string }[] }>()
        .remotes.find((remote) => remote.app === 'mf-help')?.version;

    expect(await liveHelpVersion()).toBeUndefined();
    const first = await deployRemote({
      shellDir: shellRoutesDir(),
      app: 'mf-help',
      deployDir: config.deployDir,
      buildCommand,
    });
    expect(await liveHelpVersion()).toBe(first.version);
    const second = await deployRemote({
      shellDir: shellRoutesDir(),
      app: 'mf-help',
      deployDir: config.deployDir,
      buildCommand,
    });
    expect(await liveHelpVersion()).toBe(second.version);
    await rollbackRemote({ shellDir: shellRoutesDir(), app: 'mf-help', deployDir: config.deployDir });
    expect(await liveHelpVersion()).toBe(first.version);
    await app.close();
  });

  it('lists an overridden remote at its absolute URL, in place of the deployed one', async () => {
    const config = gatewayConfig({
      remoteOverrides: { 'mf-help': 'https://cdn.example/mf-help/1.2.3/mf-manifest.json' },
    });
    await deployRemote({
      shellDir: shellRoutesDir(),
      app: 'mf-help',
      deployDir: config.deployDir,
      buildCommand: fakeRemoteBuilder(),
    });
    const app = buildGateway(config);

    // The routes are those of the version deployed here.
    expect((await app.inject('/registry.json')).json()).toEqual({
      schemaVersion: 2,
      remotes: [
        {
          app: 'mf-help',
          name: 'mf_help',
          version: '1.2.3',
          manifest: 'https://cdn.example/mf-help/1.2.3/mf-manifest.json',
          ...REMOTE_ROUTES['mf-help'],
        },
      ],
    });
    await app.close();
  });

  it('keeps serving the last good registry when the file is broken by hand', async () => {
    const config = gatewayConfig();
    const { version } = await deployRemote({
      shellDir: shellRoutesDir(),
      app: 'mf-help',
      deployDir: config.deployDir,
      buildCommand: fakeRemoteBuilder(),
    });
    const app = buildGateway(config);
    expect((await app.inject('/registry.json')).json().remotes[0].version).toBe(version);

    await fs.writeFile(registryFile(config.deployDir), '{ "mf-help": ');
    const response = await app.inject('/registry.json');

    expect(response.statusCode).toBe(200);
    expect(response.json().remotes[0].version).toBe(version);
    await app.close();
  });

  it('answers 304 to a revalidation while nothing changed', async () => {
    const config = gatewayConfig();
    await deployRemote({
      shellDir: shellRoutesDir(),
      app: 'mf-help',
      deployDir: config.deployDir,
      buildCommand: fakeRemoteBuilder(),
    });
    const app = buildGateway(config);
    const { etag } = (await app.inject('/registry.json')).headers;

    const revalidation = await app.inject({
      url: '/registry.json',
      headers: { 'if-none-match': String(etag) },
    });

    expect(revalidation.statusCode).toBe(304);
    expect(revalidation.body).toBe('');
    await app.close();
  });
});
