import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readRoutesManifest } from './routesManifest';

const repoRoot = path.resolve(__dirname, '../../..');
const tempDirs: string[] = [];
afterAll(() => tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function appWithRoutes(source: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'routes-manifest-'));
  tempDirs.push(dir);
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'mf-campaign-new-game' }));
  writeFileSync(path.join(dir, 'routes.ts'), source);
  return dir;
}

describe('routes.json a build ships', () => {
  it("is the remote's routes.ts with its name and overlays", async () => {
    const manifest = await readRoutesManifest(path.join(repoRoot, 'mf-help'));
    expect(manifest).toEqual({
      schemaVersion: 1,
      app: 'mf-help',
      routes: expect.arrayContaining([{ path: '/tou', page: 'termsOfUse' }]),
      overlays: [{ name: 'sheets', expose: './sheets', mount: 'on-help' }],
    });
  });

  it('has no overlays when the remote declares none', async () => {
    const dir = appWithRoutes(`export default [{ path: '/games/official/new_game', page: 'official' }];`);
    expect(await readRoutesManifest(dir)).toMatchObject({ app: 'mf-campaign-new-game', overlays: [] });
  });

  it('fails the build on an invalid pattern, naming the file and the path', async () => {
    const dir = appWithRoutes(`export default [{ path: '/event/*/puzzle', page: 'puzzle' }];`);
    await expect(readRoutesManifest(dir)).rejects.toThrow(
      `${path.join(dir, 'routes.ts')}: routes.0.path: route "/event/*/puzzle" "*" may only be the last segment`,
    );
  });
});
