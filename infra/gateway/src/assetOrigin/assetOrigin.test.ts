import { promises as fs } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { publishRemote } from '../deploy/deployRemote';
import {
  assetOriginFetch,
  fakeRemoteBuilder,
  removeTempDirs,
  shellRoutesDir,
  tempDir,
} from '../testing/fixtures';
import { buildAssetOrigin } from './assetOrigin';

describe('the asset origin (the CDN stand-in)', () => {
  let origin: FastifyInstance;
  let base: string;
  let chunk: string;
  let dir: string;

  beforeAll(async () => {
    const assetDir = tempDir('cdn-');
    const published = await publishRemote({
      app: 'mf-help',
      deployDir: tempDir('deploy-'),
      shellDir: shellRoutesDir(),
      buildCommand: fakeRemoteBuilder(),
      assetOrigin: { dir: assetDir, url: 'http://cdn.test' },
      fetchImpl: assetOriginFetch(assetDir, 'http://cdn.test'),
    });
    dir = published.dir;
    base = `/mf-help/${published.version}`;
    chunk =
      (await fs.readdir(dir)).find((file) => /^__federation_expose_app\.[0-9a-f]+\.js$/.test(file)) ?? '';
    origin = await buildAssetOrigin(assetDir);
  });
  afterAll(async () => {
    await origin.close();
    removeTempDirs();
  });

  it('lets any origin read manifests and entries, revalidated, and hashed chunks as immutable', async () => {
    const manifest = await origin.inject(`${base}/mf-manifest.json`);
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'cache-control': 'no-cache',
      'content-type': 'application/json; charset=utf-8',
    });
    expect((await origin.inject(`${base}/${chunk}`)).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    const preflight = await origin.inject({
      method: 'OPTIONS',
      url: `${base}/mf-manifest.json`,
      headers: { origin: 'http://portal.test', 'access-control-request-method': 'GET' },
    });
    expect([preflight.statusCode, preflight.headers['access-control-allow-origin']]).toEqual([204, '*']);
  });

  it('sends the brotli form the publish wrote', async () => {
    const response = await origin.inject({ url: `${base}/${chunk}`, headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(
      zlib.brotliDecompressSync(response.rawPayload).equals(await fs.readFile(path.join(dir, chunk))),
    ).toBe(true);
  });

  it('never serves source maps (kept for the error tracker) or hidden files', async () => {
    expect((await origin.inject(`${base}/${chunk}.map`)).statusCode).toBe(404);
    expect((await origin.inject(`/.staging`)).statusCode).toBeGreaterThanOrEqual(403);
  });
});
