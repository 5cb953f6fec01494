import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { deployRemote, type DeployedVersion } from '../deploy/deployRemote';
import { buildGateway } from '../server';
import {
  shellRoutesDir,
  fakeRemoteBuilder,
  gatewayConfig,
  removeTempDirs,
  SHELL_MAIN_FILE,
  SHELL_VN_TEXTS_FILE,
  writeShellBuild,
} from '../testing/fixtures';

const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
/** The shell's own entry leads every page's Link header. */
const ENTRY_HINT = `</${SHELL_MAIN_FILE}>; rel=preload; as=script`;

describe('page navigations', () => {
  let app: FastifyInstance;
  let help: DeployedVersion;
  let deployDir: string;
  const buildCommand = fakeRemoteBuilder();

  beforeAll(async () => {
    const config = gatewayConfig();
    deployDir = config.deployDir;
    await writeShellBuild(config.shellDir);
    help = await deployRemote({ shellDir: shellRoutesDir(), app: 'mf-help', deployDir, buildCommand });
    app = buildGateway(config);
  });
  afterAll(async () => {
    await app.close();
    removeTempDirs();
  });

  it("answers a route of a remote with the shell document and preload hints for that remote's files", async () => {
    const response = await app.inject({ url: '/tou', headers: html }); // /tou belongs to mf-help
    const base = `/remotes/mf-help/${help.version}`;
    const chunk = /__federation_expose_app\.[0-9a-f]+\.js/.exec(response.body)?.[0];
    const stylesheet = /app\.[0-9a-f]+\.css/.exec(response.body)?.[0];

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(
      '<link rel="preload" as="fetch" href="/registry.json" crossorigin>' +
        `<link rel="preload" as="fetch" href="${base}/mf-manifest.json" crossorigin>` +
        `<link rel="preload" as="script" href="${base}/remoteEntry.js">` +
        `<link rel="preload" as="script" href="${base}/${chunk}">` +
        `<link rel="preload" as="style" href="${base}/${stylesheet}"></head>`,
    );
    expect(response.headers.link).toBe(
      `${ENTRY_HINT}, ` +
        '</registry.json>; rel=preload; as=fetch; crossorigin, ' +
        `<${base}/mf-manifest.json>; rel=preload; as=fetch; crossorigin, ` +
        `<${base}/remoteEntry.js>; rel=preload; as=script, ` +
        `<${base}/${chunk}>; rel=preload; as=script, ` +
        `<${base}/${stylesheet}>; rel=preload; as=style`,
    );
  });

  it("hints the shell's texts in the page's language, which its first render waits for", async () => {
    const hint = `<link rel="preload" as="script" href="/${SHELL_VN_TEXTS_FILE}">`;
    const vietnamese = await app.inject({ url: '/games?lang=vn', headers: html });
    expect(vietnamese.body).toContain(hint);
    expect(vietnamese.headers.link).toContain(`</${SHELL_VN_TEXTS_FILE}>; rel=preload; as=script`);
    // English ships inside the shell's entry: nothing more to hint.
    const english = await app.inject({ url: '/games', headers: html });
    expect(english.body).not.toContain(SHELL_VN_TEXTS_FILE);
  });

  it('hints nothing of a remote for a route the shell renders itself', async () => {
    const response = await app.inject({ url: '/games', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers.link).toBe(`${ENTRY_HINT}, </registry.json>; rel=preload; as=fetch; crossorigin`);
    expect(response.body).not.toContain('/remotes/');
  });

  it("hints only the shell's entry and the registry for the shell's own routes", async () => {
    const response = await app.inject({ url: '/games', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers.link).toBe(`${ENTRY_HINT}, </registry.json>; rel=preload; as=fetch; crossorigin`);
    // The document loads its entry itself: the header hints it, the head does not repeat it.
    expect(response.body).not.toContain(`<link rel="preload" as="script" href="/${SHELL_MAIN_FILE}">`);
  });

  it('answers an unknown path with the shell document and status 404', async () => {
    const response = await app.inject({ url: '/no/such/page?x=1', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('answers a path with a dot that is a route (a game code) with the document', async () => {
    const response = await app.inject({ url: '/games/jane.doe', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers.link).toContain('</registry.json>');
  });

  it('answers a non-HTML request for an unknown path with a JSON 404', async () => {
    const response = await app.inject({ url: '/missing.js', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, errors: [{ code: 'NOT_FOUND' }] });
  });

  it('serves the document to tools that send no Accept header', async () => {
    const response = await app.inject('/tou');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('compresses the document and revalidates it with its ETag', async () => {
    const compressed = await app.inject({ url: '/tou', headers: { ...html, 'accept-encoding': 'br' } });
    const plain = await app.inject({ url: '/tou', headers: html });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);

    const revalidation = await app.inject({
      url: '/tou',
      headers: { ...html, 'if-none-match': String(plain.headers.etag) },
    });
    expect(revalidation.statusCode).toBe(304);
  });

  it('hints the new version after a deploy, without a restart', async () => {
    const next = await deployRemote({ shellDir: shellRoutesDir(), app: 'mf-help', deployDir, buildCommand });
    const response = await app.inject({ url: '/privacy', headers: html });
    expect(response.headers.link).toContain(`/remotes/mf-help/${next.version}/remoteEntry.js`);
    expect(response.headers.link).not.toContain(help.version);
  });
});

describe('the shell document before the shell is built', () => {
  afterAll(removeTempDirs);

  it('answers 503 with how to build it', async () => {
    const app = buildGateway(gatewayConfig());
    const response = await app.inject({ url: '/', headers: html });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build -w shell');
    await app.close();
  });
});
