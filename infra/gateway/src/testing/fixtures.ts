/** Test fixtures: a built shell, a fake remote builder, a gateway config over temp folders. */
import { mkdtempSync, promises as fs, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  SERVER_RENDER_DIR,
  SERVER_RENDER_FILE,
  type RemoteRoutes,
  type SharedExports,
} from '@portal/routes/registry';
import type { GatewayConfig } from '../config';
import { buildAssetOrigin } from '../assetOrigin/assetOrigin';
import { deployRemote } from '../deploy/deployRemote';
import { writeDeployRegistry } from '../registry/deployRegistry';

const tempDirs: string[] = [];

export function tempDir(prefix = 'gateway-'): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

export function removeTempDirs() {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** Big enough (> 1 KB) that text responses are compressed. */
export const SHELL_MAIN_JS = `/* shell main */\n${'console.log("shell");\n'.repeat(120)}`;
export const SHELL_MAIN_FILE = 'main.1a2b3c4d.js';

/** The shell's own routes, as its build ships them (`routes.json`). */
export const SHELL_ROUTES = {
  schemaVersion: 1,
  app: 'shell',
  routes: [
    { path: '/', page: 'home', signedOut: true, menuKey: 'home' },
    { path: '/hub', page: 'hub', protected: true, menuKey: 'home' },
    { path: '/games', page: 'games', menuKey: 'games' },
    { path: '/games/:gameCode', page: 'gameDetail', menuKey: 'games' },
    { path: '/play-testing', page: 'playTesting', menuKey: 'playtesting' },
  ],
  overlays: [],
};

/** What each remote routes in these tests (the fake builder ships it as routes.json). */
export const REMOTE_ROUTES: Record<string, RemoteRoutes> = {
  'mf-auth': {
    routes: [
      { path: '/login', page: 'login', signedOut: true },
      { path: '/register', page: 'register', signedOut: true },
      { path: '/forgot-password', page: 'forgotPassword', signedOut: true },
      { path: '/reset-password', page: 'resetPassword', signedOut: true },
    ],
    overlays: [],
  },
  'mf-wallet-vip': {
    routes: [
      { path: '/topup', page: 'topup', menuKey: 'topup' },
      { path: '/vip', page: 'vip', protected: true, menuKey: 'myVip' },
      { path: '/vip/details', page: 'vipDetails', menuKey: 'myVip' },
      { path: '/account/my-transaction', page: 'transactions', protected: true },
    ],
    overlays: [],
  },
  'mf-profile': {
    routes: [
      { path: '/account', page: 'account', protected: true },
      { path: '/profiles/:slug', page: 'publicProfile' },
    ],
    overlays: [],
  },
  'mf-help': {
    routes: [
      { path: '/tou', page: 'termsOfUse' },
      { path: '/privacy', page: 'privacy' },
      { path: '/embed', page: 'embedChat' },
    ],
    overlays: [{ name: 'sheets', expose: './sheets' }],
  },
};

export async function writeShellRoutes(dir: string): Promise<string> {
  await fs.writeFile(path.join(dir, 'routes.json'), JSON.stringify(SHELL_ROUTES));
  return dir;
}

/** A deploy registry with one live version of each remote given, for tests that only need its routes. */
export async function writeLiveRoutes(deployDir: string, apps = Object.keys(REMOTE_ROUTES)): Promise<void> {
  const version = '20260101T000000Z-0badc0de';
  await writeDeployRegistry(deployDir, {
    schemaVersion: 2,
    remotes: Object.fromEntries(
      apps.map((app) => [
        app,
        {
          current: version,
          history: [version],
          releases: { [version]: REMOTE_ROUTES[app] ?? { routes: [], overlays: [] } },
        },
      ]),
    ),
  });
}

export const SHELL_VN_TEXTS_FILE = '965.0badc0de.js';

export async function writeShellBuild(dir = tempDir('shell-')): Promise<string> {
  await writeShellRoutes(dir);
  const padding = `<!-- ${'shell '.repeat(250)} -->`;
  await fs.writeFile(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Player portal</title>` +
      `<script defer src="/${SHELL_MAIN_FILE}"></script></head><body><div id="root"></div>${padding}</body></html>`,
  );
  await fs.writeFile(path.join(dir, SHELL_MAIN_FILE), SHELL_MAIN_JS);
  await fs.writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'shell' }));
  // English ships in the shell's entry; Vietnamese is a chunk of its own (mf-build's texts.json).
  await fs.writeFile(path.join(dir, 'texts.json'), JSON.stringify({ vn: [SHELL_VN_TEXTS_FILE] }));
  await fs.writeFile(path.join(dir, SHELL_VN_TEXTS_FILE), 'texts();');
  await fs.writeFile(path.join(dir, 'favicon.ico'), Buffer.from([0, 0, 1, 0, 1, 0]));
  await fs.mkdir(path.join(dir, 'assets'));
  await fs.writeFile(path.join(dir, 'assets', 'logo.0badc0de.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  await fs.writeFile(path.join(dir, '.env'), 'SECRET=1');
  return dir;
}

/** The shell's document as its build writes it: a header, the loading skeleton, the bottom bar. */
const SKELETON_INDEX =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Player portal</title></head><body>' +
  '<div id="root"><div class="boot-header"></div><div class="boot-main" role="status"><div class="boot-sk"></div></div>' +
  '<div class="boot-bottom"></div></div></body></html>';

/** A shell build whose document has the loading skeleton a server render replaces. */
export async function writeSkeletonShellBuild(dir = tempDir('shell-')): Promise<string> {
  await writeShellBuild(dir);
  await fs.writeFile(path.join(dir, 'index.html'), SKELETON_INDEX);
  return dir;
}

/** What `visit` answers once it holds `text` (tried for up to 3 s: a render thread's start-up), else as it last was. */
export async function eventually(visit: () => Promise<string>, text: string): Promise<string> {
  let body = '';
  for (let attempt = 0; attempt < 30 && !body.includes(text); attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    body = await visit();
  }
  return body;
}

/**
 * A stand-in for `npm run build -w <app> -- --out <dir>`: writes what @module-federation/enhanced
 * emits (manifest, remoteEntry.js, a hashed expose chunk and stylesheet) and the routes.json of
 * @portal/mf-build (REMOTE_ROUTES, or FAKE_ROUTES as JSON). Every run differs, like a rebuild after a
 * code change, unless FAKE_TAG fixes its content (the same source built again). FAIL_BUILD=1 makes
 * it fail; FAKE_EXPOSES=<comma list> replaces the exposes; FAKE_JS_KB pads the JS to about that size
 * (random bytes: brotli cannot shrink them); FAKE_BUDGET_KB declares a budget; FAKE_SERVER_RENDER is
 * the source of a server render (`SERVER_RENDER_FILE`).
 */
export function fakeRemoteBuilder(): string {
  const script = path.join(tempDir('builder-'), 'build-remote.js');
  writeFileSync(
    script,
    `const fs = require('fs'); const path = require('path'); const crypto = require('crypto');
const [out, app] = process.argv.slice(2);
const declared = process.env.FAKE_ROUTES ? JSON.parse(process.env.FAKE_ROUTES) : (${JSON.stringify(REMOTE_ROUTES)}[app] || { routes: [], overlays: [] });
const exposes = process.env.FAKE_EXPOSES !== undefined ? process.env.FAKE_EXPOSES.split(',').filter(Boolean) : ['./app', './embed', ...declared.overlays.map((o) => o.expose)];
if (process.env.FAIL_BUILD) process.exit(3);
const name = app.replace(/-/g, '_');
const tag = process.env.FAKE_TAG || crypto.randomBytes(4).toString('hex');
fs.mkdirSync(out, { recursive: true });
const chunk = '__federation_expose_app.' + tag + '.js';
const css = 'app.' + tag + '.css';
const padding = process.env.FAKE_JS_KB ? '/*' + crypto.randomBytes(Number(process.env.FAKE_JS_KB) * 1024).toString('base64') + '*/' : '';
fs.writeFileSync(path.join(out, chunk), '/* ' + app + ' ' + tag + ' */\\n' + 'render();\\n'.repeat(300) + padding);
fs.writeFileSync(path.join(out, chunk + '.map'), JSON.stringify({ version: 3, mappings: 'AAAA;'.repeat(400) }));
fs.writeFileSync(path.join(out, css), '.app{color:red}');
fs.writeFileSync(path.join(out, 'remoteEntry.js'), 'var ' + name + ' = {}; // ' + tag);
fs.writeFileSync(path.join(out, 'mf-stats.json'), '{}');
fs.writeFileSync(path.join(out, 'routes.json'), JSON.stringify({ schemaVersion: 1, app, ...declared, ...(process.env.FAKE_BUDGET_KB ? { jsBudgetKB: Number(process.env.FAKE_BUDGET_KB) } : {}) }));
if (process.env.FAKE_SERVER_RENDER) {
  fs.mkdirSync(path.join(out, ${JSON.stringify(SERVER_RENDER_DIR)}));
  fs.writeFileSync(path.join(out, ${JSON.stringify(SERVER_RENDER_FILE)}), process.env.FAKE_SERVER_RENDER);
}
if (!process.env.NO_MANIFEST) fs.writeFileSync(path.join(out, 'mf-manifest.json'), JSON.stringify({
  id: name, name,
  metaData: { name, publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  shared: [], remotes: [],
  exposes: exposes.map((expose) => ({ id: name + ':' + expose.slice(2), name: expose.slice(2), path: expose, assets: { js: { sync: [chunk], async: [] }, css: { sync: [css], async: [] } } })),
}));
`,
  );
  return `${JSON.stringify(process.execPath)} ${JSON.stringify(script)} {out} {app}`;
}

/** A shell build's folder holding only its routes.json: what a deploy checks routes against. */
export function shellRoutesDir(): string {
  const dir = tempDir('shell-routes-');
  writeFileSync(path.join(dir, 'routes.json'), JSON.stringify(SHELL_ROUTES));
  return dir;
}

export async function deployFixture(deployDir: string, app: string, buildCommand = fakeRemoteBuilder()) {
  return deployRemote({ app, deployDir, buildCommand, shellDir: shellRoutesDir() });
}

export function gatewayConfig(overrides: Partial<GatewayConfig> = {}): GatewayConfig {
  return {
    shellDir: shellRoutesDir(),
    deployDir: tempDir('deploy-'),
    apiUrl: 'http://127.0.0.1:9',
    production: false,
    remoteOverrides: {},
    frameOrigins: [],
    embedFrameAncestors: [],
    trustProxy: 'loopback',
    ...overrides,
  };
}

/** The fake builder shipping these routes (and, when given, only these exposes, this server render). */
export function fakeRemoteBuilderWith(
  release: RemoteRoutes & { shared?: SharedExports },
  exposes?: string[],
  serverRender?: string,
): string {
  const quote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;
  const env = [
    `FAKE_ROUTES=${quote(JSON.stringify(release))}`,
    ...(exposes ? [`FAKE_EXPOSES=${quote(exposes.join(','))}`] : []),
    ...(serverRender ? [`FAKE_SERVER_RENDER=${quote(serverRender)}`] : []),
  ];
  return `${env.join(' ')} ${fakeRemoteBuilder()}`;
}

/**
 * `fetch` as browsers would see the CDN in front of an asset folder: URLs under `url` are answered
 * by the asset origin server (`buildAssetOrigin`, in-process) over `dir`; nothing else answers.
 */
export function assetOriginFetch(dir: string, url: string): typeof fetch {
  const base = url.replace(/\/*$/, '/');
  const origin = buildAssetOrigin(dir);
  return (async (input: string | URL | Request) => {
    const target = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!target.startsWith(base)) throw new TypeError(`fetch failed: nothing answers at ${target}`);
    const answer = await (await origin).inject({ url: `/${target.slice(base.length)}` });
    return new Response(new Uint8Array(answer.rawPayload), { status: answer.statusCode });
  }) as typeof fetch;
}

/**
 * Closes a gateway a test had listening once its requests are answered. Its close waits for every
 * connection, and a kept-alive one from the test's fetch is not always seen as idle: without this,
 * one close in a few waited for the connection's keep-alive timeout (72 s) and failed its test.
 */
export async function closeListening(app: { close(): PromiseLike<unknown>; server: Server }) {
  const closing = app.close();
  app.server.closeAllConnections();
  await closing;
}
