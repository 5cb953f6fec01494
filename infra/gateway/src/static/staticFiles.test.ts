import { promises as fs } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { deployRemote } from '../deploy/deployRemote';
import { buildGateway } from '../server';
import {
  shellRoutesDir,
  fakeRemoteBuilder,
  gatewayConfig,
  removeTempDirs,
  SHELL_MAIN_FILE,
  SHELL_MAIN_JS,
  writeShellBuild,
} from '../testing/fixtures';
import { cacheControlFor, hasContentHash } from './cachePolicy';
import { resolveInside } from './staticFiles';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('cache policy', () => {
  it.each([
    ['main.1a2b3c4d.js', IMMUTABLE],
    ['__federation_expose_app.9f8e7d6c.js', IMMUTABLE],
    ['assets/logo.0badc0de.png', IMMUTABLE],
    ['app.1a2b3c4d.js.map', IMMUTABLE],
    ['index.html', 'no-cache'],
    ['mf-manifest.json', 'no-cache'],
    ['mf-stats.json', 'no-cache'],
    ['remoteEntry.js', 'no-cache'],
    ['registry.json', 'no-cache'],
    ['favicon.ico', 'no-cache'],
    ['main.js', 'no-cache'],
  ])('%s → %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });

  it('does not take a short word for a hash', () => {
    expect(hasContentHash('vendors-react.js')).toBe(false);
    expect(hasContentHash('chunk.deadbeef.js')).toBe(true);
  });
});

describe('resolveInside', () => {
  it.each(['../secret', 'a/../../b', '.env', 'a/.git/config', 'a//b', 'a\\..\\b', 'a\0b'])(
    'refuses %j',
    (relative) => {
      expect(resolveInside('/srv/shell', relative)).toBeUndefined();
    },
  );

  it('resolves a nested file', () => {
    expect(resolveInside('/srv/shell', 'assets/logo.png')).toBe(
      path.join('/srv/shell', 'assets', 'logo.png'),
    );
  });
});

describe('serving files', () => {
  let app: FastifyInstance;
  let remoteBase: string;
  let remoteDir: string;
  let chunk: string;

  beforeAll(async () => {
    const config = gatewayConfig();
    await writeShellBuild(config.shellDir);
    const deployed = await deployRemote({
      shellDir: shellRoutesDir(),
      app: 'mf-help',
      deployDir: config.deployDir,
      buildCommand: fakeRemoteBuilder(),
    });
    remoteBase = `/remotes/mf-help/${deployed.version}`;
    remoteDir = deployed.dir;
    chunk =
      (await fs.readdir(deployed.dir)).find((file) =>
        /^__federation_expose_app\.[0-9a-f]+\.js$/.test(file),
      ) ?? '';
    app = buildGateway(config);
  });
  afterAll(async () => {
    await app.close();
    removeTempDirs();
  });

  it('sends hashed shell chunks as immutable, the rest of the shell as no-cache', async () => {
    const main = await app.inject(`/${SHELL_MAIN_FILE}`);
    expect(main.statusCode).toBe(200);
    expect(main.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(main.headers['cache-control']).toBe(IMMUTABLE);
    expect(main.body).toBe(SHELL_MAIN_JS);

    const logo = await app.inject('/assets/logo.0badc0de.png');
    expect([logo.statusCode, logo.headers['content-type'], logo.headers['cache-control']]).toEqual([
      200,
      'image/png',
      IMMUTABLE,
    ]);

    for (const url of ['/favicon.ico', '/mf-manifest.json']) {
      expect((await app.inject(url)).headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends a remote version: chunks immutable, manifest, stats and remoteEntry no-cache', async () => {
    const expectations: [string, string][] = [
      [chunk, IMMUTABLE],
      ['mf-manifest.json', 'no-cache'],
      ['mf-stats.json', 'no-cache'],
      ['remoteEntry.js', 'no-cache'],
    ];
    for (const [file, cacheControl] of expectations) {
      const response = await app.inject(`${remoteBase}/${file}`);
      expect([file, response.statusCode, response.headers['cache-control']]).toEqual([
        file,
        200,
        cacheControl,
      ]);
    }
  });

  it('lets any origin read remote files and the registry, but not shell files', async () => {
    expect((await app.inject(`${remoteBase}/mf-manifest.json`)).headers['access-control-allow-origin']).toBe(
      '*',
    );
    expect((await app.inject('/registry.json')).headers['access-control-allow-origin']).toBe('*');
    expect((await app.inject(`/${SHELL_MAIN_FILE}`)).headers['access-control-allow-origin']).toBeUndefined();

    const preflight = await app.inject({
      method: 'OPTIONS',
      url: `${remoteBase}/mf-manifest.json`,
      headers: { origin: 'https://studio.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers 404 for unknown remotes, malformed versions, missing files and hidden files', async () => {
    for (const url of [
      `/remotes/mf-nope/${remoteBase.split('/')[3]}/mf-manifest.json`,
      '/remotes/mf-help/latest/mf-manifest.json',
      `${remoteBase}/missing.js`,
      '/.env',
      '/missing.1a2b3c4d.js',
      '/%2e%2e/%2e%2e/etc/passwd',
    ]) {
      const response = await app.inject({ url, headers: { accept: 'application/json' } });
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.json()).toEqual({
        success: false,
        errors: [{ code: 'NOT_FOUND', message: expect.any(String) }],
      });
    }
  });

  it('answers 304 when the ETag still matches', async () => {
    const { etag } = (await app.inject(`${remoteBase}/remoteEntry.js`)).headers;
    const revalidation = await app.inject({
      url: `${remoteBase}/remoteEntry.js`,
      headers: { 'if-none-match': String(etag) },
    });
    expect(revalidation.statusCode).toBe(304);
    expect(revalidation.body).toBe('');
  });

  it('compresses text with brotli or gzip as the client asks, and not below 1 KB', async () => {
    const original = await fs.readFile(path.join(remoteDir, chunk));
    const brotli = await app.inject({
      url: `${remoteBase}/${chunk}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary).toLowerCase()).toBe('accept-encoding');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).equals(original)).toBe(true);

    const gzip = await app.inject({ url: `${remoteBase}/${chunk}`, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).equals(original)).toBe(true);

    const identity = await app.inject({ url: `${remoteBase}/${chunk}` });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.rawPayload.equals(original)).toBe(true);

    const small = await app.inject({
      url: `${remoteBase}/remoteEntry.js`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();

    const png = await app.inject({ url: '/assets/logo.0badc0de.png', headers: { 'accept-encoding': 'br' } });
    expect(png.headers['content-encoding']).toBeUndefined();
  });

  it('serves the brotli form the deploy precomputed instead of compressing again', async () => {
    const response = await app.inject({
      url: `${remoteBase}/${chunk}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.rawPayload.equals(await fs.readFile(path.join(remoteDir, `${chunk}.br`)))).toBe(true);
  });

  it('answers Range requests with the asked bytes, and says when the file last changed', async () => {
    const original = await fs.readFile(path.join(remoteDir, chunk));
    const whole = await app.inject(`${remoteBase}/${chunk}`);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(new Date(String(whole.headers['last-modified'])).getTime()).toBeGreaterThan(0);

    const part = await app.inject({ url: `${remoteBase}/${chunk}`, headers: { range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${original.length}`);
    expect(part.rawPayload.equals(original.subarray(10, 20))).toBe(true);

    const unchanged = await app.inject({
      url: `${remoteBase}/${chunk}`,
      headers: { 'if-modified-since': String(whole.headers['last-modified']) },
    });
    expect(unchanged.statusCode).toBe(304);
  });

  it('compresses shell files on first request and serves them from memory after', async () => {
    const first = await app.inject({ url: `/${SHELL_MAIN_FILE}`, headers: { 'accept-encoding': 'br' } });
    const second = await app.inject({ url: `/${SHELL_MAIN_FILE}`, headers: { 'accept-encoding': 'br' } });
    expect(zlib.brotliDecompressSync(first.rawPayload).toString()).toBe(SHELL_MAIN_JS);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(first.rawPayload.length).toBeLessThan(SHELL_MAIN_JS.length / 4);
  });
});
