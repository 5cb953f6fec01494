import { promises as fs, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { deployRemote, rollbackRemote } from '../deploy/deployRemote';
import { buildGateway } from '../server';
import {
  fakeRemoteBuilderWith,
  gatewayConfig,
  REMOTE_ROUTES,
  removeTempDirs,
  writeShellBuild,
} from '../testing/fixtures';
import { registryFile } from './deployRegistry';
import { LiveRegistry } from './liveRegistry';

const html = { accept: 'text/html' };
const helpWithPages = {
  routes: [
    ...REMOTE_ROUTES['mf-help']!.routes,
    { path: '/help/inbox', page: 'inbox', protected: true },
    { path: '/help/guides/:topic', page: 'guide' },
  ],
  overlays: REMOTE_ROUTES['mf-help']!.overlays,
};

afterAll(removeTempDirs);

describe('routes follow deploys and rollbacks, with no restart', () => {
  let app: FastifyInstance;
  let config: ReturnType<typeof gatewayConfig>;
  beforeAll(async () => {
    config = gatewayConfig();
    await writeShellBuild(config.shellDir);
    await deploy(REMOTE_ROUTES['mf-help']!);
    app = buildGateway(config);
  });
  afterAll(() => app.close());

  const deploy = (release: typeof helpWithPages, exposes?: string[]) =>
    deployRemote({
      app: 'mf-help',
      deployDir: config.deployDir,
      shellDir: config.shellDir,
      buildCommand: fakeRemoteBuilderWith(release, exposes),
    });

  it('guards, serves and hints the routes a new version adds, and forgets them on rollback', async () => {
    expect((await app.inject({ url: '/help/inbox', headers: html })).statusCode).toBe(404);
    expect((await app.inject({ url: '/help/guides/vip', headers: html })).statusCode).toBe(404);

    const added = await deploy(helpWithPages);
    const protectedPage = await app.inject({ url: '/help/inbox?tab=new', headers: html });
    expect(protectedPage.statusCode).toBe(307);
    expect(protectedPage.headers.location).toBe('/login?referrer=%2Fhelp%2Finbox%3Ftab%3Dnew');
    const publicPage = await app.inject({ url: '/help/guides/vip', headers: html });
    expect(publicPage.statusCode).toBe(200);
    expect(publicPage.headers.link).toContain(`/remotes/mf-help/${added.version}/mf-manifest.json`);
    const signedIn = await app.inject({
      url: '/help/inbox',
      headers: { ...html, cookie: 'portal_token=abc' },
    });
    expect(signedIn.statusCode).toBe(200);

    await rollbackRemote({ app: 'mf-help', deployDir: config.deployDir, shellDir: config.shellDir });
    expect((await app.inject({ url: '/help/inbox', headers: html })).statusCode).toBe(404);
    expect((await app.inject({ url: '/help/guides/vip', headers: html })).statusCode).toBe(404);
    expect((await app.inject({ url: '/tou', headers: html })).statusCode).toBe(200);
  });

  describe('a deploy that cannot go live is refused and changes nothing', () => {
    const unchanged = async (attempt: () => Promise<unknown>, message: string) => {
      const registryBefore = await fs.readFile(registryFile(config.deployDir), 'utf8');
      const versionsBefore = readdirSync(path.join(config.deployDir, 'remotes', 'mf-help'));
      await expect(attempt()).rejects.toThrow(message);
      expect(await fs.readFile(registryFile(config.deployDir), 'utf8')).toBe(registryBefore);
      expect(readdirSync(path.join(config.deployDir, 'remotes', 'mf-help'))).toEqual(versionsBefore);
      expect((await app.inject({ url: '/tou', headers: html })).statusCode).toBe(200);
    };

    it('claiming a path another owner has names the path and both owners', async () => {
      await unchanged(
        () =>
          deploy({
            ...helpWithPages,
            routes: [...helpWithPages.routes, { path: '/games/:code', page: 'x' }],
          }),
        'mf-help claims "/games/:code", which shell already owns (as "/games/:gameCode")',
      );
    });

    it('an invalid pattern names the path', async () => {
      await unchanged(
        () => deploy({ ...helpWithPages, routes: [{ path: '/help/*/x', page: 'x' }] }),
        'routes.0.path: route "/help/*/x" "*" may only be the last segment',
      );
    });

    it('a build without the lifecycles the shell mounts says which export is missing', async () => {
      await unchanged(() => deploy(helpWithPages, ['./app']), 'its build exposes no ./embed, ./sheets');
    });
  });
});

describe('a malformed registry', () => {
  it('leaves the last good one in use and says why', async () => {
    const config = gatewayConfig();
    await deployRemote({
      app: 'mf-help',
      deployDir: config.deployDir,
      shellDir: config.shellDir,
      buildCommand: fakeRemoteBuilderWith(REMOTE_ROUTES['mf-help']!),
    });
    const errors: string[] = [];
    const registry = new LiveRegistry(
      config.deployDir,
      {},
      (error) => errors.push(String(error)),
      config.shellDir,
    );
    expect((await registry.current()).routes.match('/tou')?.route.app).toBe('mf-help');

    const file = registryFile(config.deployDir);
    const good = JSON.parse(await fs.readFile(file, 'utf8'));
    const current = good.remotes['mf-help'].current;
    good.remotes['mf-help'].releases[current].routes.push({ path: 'tou', page: 'x' });
    await fs.writeFile(`${file}.tmp`, JSON.stringify(good));
    await fs.rename(`${file}.tmp`, file);

    expect((await registry.current()).routes.match('/tou')?.route.app).toBe('mf-help');
    expect(errors).toEqual([expect.stringContaining('route "tou" must start with "/"')]);
  });
});
