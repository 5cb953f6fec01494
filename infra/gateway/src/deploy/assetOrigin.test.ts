import { existsSync } from 'node:fs';
import path from 'node:path';
import { readDeployRegistry } from '../registry/deployRegistry';
import { hintsFromManifest } from '../html/preloadHints';
import { buildGateway } from '../server';
import {
  assetOriginFetch,
  fakeRemoteBuilder,
  gatewayConfig,
  removeTempDirs,
  shellRoutesDir,
  tempDir,
  writeShellBuild,
} from '../testing/fixtures';
import { deployRemote, promoteRemote, publishRemote, rollbackRemote } from './deployRemote';

afterEach(removeTempDirs);

const CDN = 'https://cdn.example/portal';
const html = { accept: 'text/html' };
const directive = (csp: unknown, name: string) =>
  String(csp)
    .split('; ')
    .find((part) => part.startsWith(`${name} `));

describe('remotes on an asset origin: publish, then promote', () => {
  it('publish stores the files on the asset origin and changes nothing live; promote makes it live at once', async () => {
    const config = gatewayConfig();
    await writeShellBuild(config.shellDir);
    const assetDir = tempDir('cdn-');
    const buildCommand = fakeRemoteBuilder();
    const common = { shellDir: shellRoutesDir(), deployDir: config.deployDir, buildCommand };
    const local = await deployRemote({ ...common, app: 'mf-help' });
    const app = buildGateway(config);
    const liveManifest = async () =>
      ((await app.inject('/registry.json')).json() as { remotes: { manifest: string }[] }).remotes[0]
        ?.manifest;

    const published = await publishRemote({
      ...common,
      app: 'mf-help',
      assetOrigin: { dir: assetDir, url: CDN },
      fetchImpl: assetOriginFetch(assetDir, CDN),
    });

    expect(existsSync(path.join(assetDir, 'mf-help', published.version, 'remoteEntry.js'))).toBe(true);
    expect(published.manifestUrl).toBe(`${CDN}/mf-help/${published.version}/mf-manifest.json`);
    expect(await liveManifest()).toBe(local.manifestUrl);
    expect((await readDeployRegistry(config.deployDir)).published?.['mf-help']).toHaveProperty(
      published.version,
    );

    await promoteRemote({ ...common, app: 'mf-help', version: published.version });

    expect(await liveManifest()).toBe(published.manifestUrl);
    const page = await app.inject({ url: '/', headers: html });
    expect(directive(page.headers['content-security-policy'], 'script-src')).toBe(
      "script-src 'self' https://cdn.example",
    );
    expect(directive(page.headers['content-security-policy'], 'connect-src')).toBe(
      "connect-src 'self' https://cdn.example",
    );
    expect((await readDeployRegistry(config.deployDir)).published).toBeUndefined();

    // Rollback is the same instant step back to the version served by the gateway.
    await rollbackRemote({ ...common, app: 'mf-help' });
    expect(await liveManifest()).toBe(local.manifestUrl);
    await app.close();
  });

  it('refuses to promote a version that was never published', async () => {
    const deployDir = tempDir();
    await expect(
      promoteRemote({
        app: 'mf-help',
        deployDir,
        shellDir: shellRoutesDir(),
        version: '20260101T000000Z-0badc0de',
      }),
    ).rejects.toThrow('mf-help has no published version 20260101T000000Z-0badc0de');
  });

  it('preload hints for a remote on another origin are CORS-mode, like the scripts the runtime adds', () => {
    const manifest = {
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ path: './app', assets: { js: { sync: ['app.1a2b3c4d.js'] }, css: { sync: [] } } }],
    };
    expect(hintsFromManifest(`${CDN}/mf-help/v1/mf-manifest.json`, manifest)).toEqual([
      { href: `${CDN}/mf-help/v1/mf-manifest.json`, as: 'fetch', crossorigin: true },
      { href: `${CDN}/mf-help/v1/remoteEntry.js`, as: 'script', crossorigin: true },
      { href: `${CDN}/mf-help/v1/app.1a2b3c4d.js`, as: 'script', crossorigin: true },
    ]);
    // Same origin: scripts load without CORS, and so do their hints.
    expect(hintsFromManifest('/remotes/mf-help/v1/mf-manifest.json', manifest)[1]).toEqual({
      href: '/remotes/mf-help/v1/remoteEntry.js',
      as: 'script',
    });
  });

  it('REMOTE_ORIGINS joins the CSP before any live remote names that origin', async () => {
    const config = gatewayConfig({ remoteOrigins: ['https://next-cdn.example'] });
    await writeShellBuild(config.shellDir);
    const app = buildGateway(config);
    const csp = (await app.inject({ url: '/', headers: html })).headers['content-security-policy'];
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://next-cdn.example");
    await app.close();
  });
});
