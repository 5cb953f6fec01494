import { buildGateway } from '../server';
import {
  deployFixture,
  fakeRemoteBuilder,
  gatewayConfig,
  removeTempDirs,
  shellRoutesDir,
  writeShellBuild,
} from '../testing/fixtures';
import { promoteRemote, publishRemote, rollbackRemote } from '../deploy/deployRemote';
import { canaryBucket, newReleaseId, parsePreviews, RELEASE_ID_COOKIE } from './releaseChannel';

afterAll(removeTempDirs);

const html = { accept: 'text/html' };
const cookieOf = (setCookie: string | string[] | undefined, name: string) =>
  [setCookie ?? []]
    .flat()
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(';')[0];

describe('canary assignment', () => {
  it('puts about the canary share of browsers in it, each always in the same place', () => {
    const ids = Array.from({ length: 4000 }, newReleaseId);
    const inCanary = ids.filter((id) => canaryBucket(id, 'mf-help', '0123456789abcdef') < 25).length;
    expect(inCanary / ids.length).toBeGreaterThan(0.22);
    expect(inCanary / ids.length).toBeLessThan(0.28);
    for (const id of ids.slice(0, 50))
      expect(canaryBucket(id, 'mf-help', '0123456789abcdef')).toBe(
        canaryBucket(id, 'mf-help', '0123456789abcdef'),
      );
  });

  it('reads only well-formed previews from the cookie', () => {
    expect([...parsePreviews('mf-help:0123456789abcdef|bad|mf-auth:x|mf-x:0123456789abcdeg')]).toEqual([
      ['mf-help', '0123456789abcdef'],
    ]);
  });
});

describe('the gateway decides per browser', () => {
  async function canaryAt(percent: number) {
    const config = gatewayConfig();
    await writeShellBuild(config.shellDir);
    const live = await deployFixture(config.deployDir, 'mf-help');
    const common = { app: 'mf-help', deployDir: config.deployDir, shellDir: shellRoutesDir() };
    const canary = await publishRemote({ ...common, buildCommand: fakeRemoteBuilder() });
    await promoteRemote({ ...common, version: canary.version, percent });
    return { config, live, canary, common, app: buildGateway(config) };
  }

  it('gives a new browser a release id, and its document hints and registry name the same version', async () => {
    const { app, live, canary } = await canaryAt(50);
    const seen = new Set<string>();
    for (let browser = 0; browser < 30; browser += 1) {
      const page = await app.inject({ url: '/tou', headers: html });
      const id = cookieOf(page.headers['set-cookie'], RELEASE_ID_COOKIE);
      expect(id).toBeDefined();
      expect(String(page.headers['set-cookie'])).toContain('HttpOnly');
      const registry = (await app.inject({ url: '/registry.json', headers: { cookie: id } })).json();
      const version = registry.remotes[0].version as string;
      seen.add(version);
      expect(String(page.headers.link)).toContain(`/remotes/mf-help/${version}/`);
      // Sticky: the same browser gets the same version on every load.
      const again = await app.inject({ url: '/tou', headers: { ...html, cookie: id } });
      expect(String(again.headers.link)).toContain(`/remotes/mf-help/${version}/`);
      expect(again.headers['set-cookie']).toBeUndefined();
    }
    expect(seen).toEqual(new Set([live.version, canary.version]));
    await app.close();
  });

  it('after a rollback every browser is back on the live version', async () => {
    const { app, live, common } = await canaryAt(99);
    await rollbackRemote(common);
    const page = await app.inject({ url: '/tou', headers: html });
    expect(String(page.headers.link)).toContain(`/remotes/mf-help/${live.version}/`);
    await app.close();
  });

  it('a preview link makes a published version that browser’s only, with the badge, until it exits', async () => {
    const config = gatewayConfig();
    await writeShellBuild(config.shellDir);
    const live = await deployFixture(config.deployDir, 'mf-help');
    const preview = await publishRemote({
      app: 'mf-help',
      deployDir: config.deployDir,
      shellDir: shellRoutesDir(),
      buildCommand: fakeRemoteBuilder(),
    });
    const app = buildGateway(config);
    const link = await app.inject(`/preview/mf-help/${preview.version}`);
    expect(link.statusCode).toBe(307);
    expect(link.headers.location).toBe('/');
    const cookie = cookieOf(link.headers['set-cookie'], 'portal_preview');

    const previewing = await app.inject({ url: '/privacy', headers: { ...html, cookie } });
    expect(previewing.body).toContain(`Preview ${preview.version}`);
    expect(previewing.body).toContain('href="/preview/exit"');
    expect(String(previewing.headers.link)).toContain(`/remotes/mf-help/${preview.version}/`);
    const registry = (await app.inject({ url: '/registry.json', headers: { cookie } })).json();
    expect(registry.remotes[0]).toMatchObject({ version: preview.version, channel: 'preview' });

    const someoneElse = await app.inject({ url: '/privacy', headers: html });
    expect(someoneElse.body).not.toContain('Preview');
    expect(String(someoneElse.headers.link)).toContain(`/remotes/mf-help/${live.version}/`);

    const exit = await app.inject({ url: '/preview/exit', headers: { cookie } });
    expect(exit.statusCode).toBe(307);
    expect(String(exit.headers['set-cookie'])).toMatch(/^portal_preview=; Path=\/; Expires=Thu, 01 Jan 1970/);
    expect((await app.inject(`/preview/mf-help/ffffffffffffffff`)).statusCode).toBe(404);
    await app.close();
  });
});
