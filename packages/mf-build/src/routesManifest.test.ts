import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_PRESETS } from '@portal/routes';
import { renderResponsiveImage } from './images/responsiveImage';
import { readRoutesManifest, withRenderedImages } from './routesManifest';

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
      routes: expect.arrayContaining([
        {
          path: '/tou',
          page: 'termsOfUse',
          meta: expect.objectContaining({
            title: expect.objectContaining({ en: 'Terms of Use · Player Portal' }),
          }),
        },
      ]),
      overlays: [{ name: 'sheets', expose: './sheets', mount: 'on-help' }],
      jsBudgetKB: expect.any(Number),
    });
  });

  it('carries the deploy budget the remote declares', async () => {
    const dir = appWithRoutes(`export default [];\nexport const jsBudgetKB = 123;`);
    expect(await readRoutesManifest(dir)).toMatchObject({ jsBudgetKB: 123 });
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

  it('ships each preview image rendered once at 1200×630 and names the rendered file', async () => {
    const dir = appWithRoutes('');
    writeFileSync(
      path.join(dir, 'art.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" fill="#345"/></svg>',
    );
    const meta = { title: { en: 'New game' }, description: { en: 'A new game' }, image: 'art.svg' };
    const { manifest, images } = await withRenderedImages(dir, {
      schemaVersion: 1,
      app: 'mf-campaign-new-game',
      routes: [
        { path: '/games/official/new_game', page: 'official', meta },
        { path: '/new', page: 'official', meta },
      ],
      overlays: [],
    });
    expect(images).toHaveLength(1);
    expect(images[0]!.file).toMatch(/^og\/art\.[0-9a-f]{8}\.jpg$/);
    expect(manifest.routes.map((route) => route.meta?.image)).toEqual([images[0]!.file, images[0]!.file]);
    expect(await sharp(images[0]!.data).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
  });

  it("ships the hero's AVIF variants for the document's preload, the files the page's <picture> names", async () => {
    const dir = appWithRoutes('');
    writeFileSync(
      path.join(dir, 'key-art.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 63" width="1200" height="630"><rect width="120" height="63" fill="#345"/></svg>',
    );
    const meta = { title: { en: 'New game' }, description: { en: 'A new game' }, hero: 'key-art.svg' };
    const { manifest, images } = await withRenderedImages(dir, {
      schemaVersion: 1,
      app: 'mf-campaign-new-game',
      routes: [{ path: '/games/official/new_game', page: 'official', meta }],
      overlays: [],
    });
    const page = await renderResponsiveImage(
      readFileSync(path.join(dir, 'key-art.svg')),
      'key-art.svg',
      'hero',
    );
    const avif = page.filter((variant) => variant.format === 'avif');
    expect(manifest.routes[0]?.meta?.hero).toEqual({
      type: 'image/avif',
      sizes: IMAGE_PRESETS.hero.sizes,
      candidates: avif.map(({ file, width }) => ({ file, width })),
    });
    expect(avif.map((variant) => variant.width)).toEqual(IMAGE_PRESETS.hero.widths);
    expect(images.map((image) => image.file)).toEqual(
      expect.arrayContaining(page.map((variant) => variant.file)),
    );
  });
});
