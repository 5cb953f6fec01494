/** Test fixtures: a built shell, a fake remote builder, a gateway config over temp folders. */
import { mkdtempSync, promises as fs, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { GatewayConfig } from '../config';
import { deployRemote } from '../deploy/deployRemote';

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

export async function writeShellBuild(dir = tempDir('shell-')): Promise<string> {
  const padding = `<!-- ${'shell '.repeat(250)} -->`;
  await fs.writeFile(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Player portal</title>` +
      `<script defer src="/${SHELL_MAIN_FILE}"></script></head><body><div id="root"></div>${padding}</body></html>`,
  );
  await fs.writeFile(path.join(dir, SHELL_MAIN_FILE), SHELL_MAIN_JS);
  await fs.writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'shell' }));
  await fs.writeFile(path.join(dir, 'favicon.ico'), Buffer.from([0, 0, 1, 0, 1, 0]));
  await fs.mkdir(path.join(dir, 'assets'));
  await fs.writeFile(path.join(dir, 'assets', 'logo.0badc0de.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  await fs.writeFile(path.join(dir, '.env'), 'SECRET=1');
  return dir;
}

/**
 * A stand-in for `npm run build -w <app> -- --out <dir>`: writes what @module-federation/enhanced
 * emits (manifest, remoteEntry.js, a hashed expose chunk and stylesheet). Every run differs, like a
 * rebuild after a code change. FAIL_BUILD=1 makes it fail.
 */
export function fakeRemoteBuilder(): string {
  const script = path.join(tempDir('builder-'), 'build-remote.js');
  writeFileSync(
    script,
    `const fs = require('fs'); const path = require('path'); const crypto = require('crypto');
const [out, app] = process.argv.slice(2);
if (process.env.FAIL_BUILD) process.exit(3);
const name = app.replace(/-/g, '_');
const tag = crypto.randomBytes(4).toString('hex');
fs.mkdirSync(out, { recursive: true });
const chunk = '__federation_expose_app.' + tag + '.js';
const css = 'app.' + tag + '.css';
fs.writeFileSync(path.join(out, chunk), '/* ' + app + ' ' + tag + ' */\\n' + 'render();\\n'.repeat(300));
fs.writeFileSync(path.join(out, chunk + '.map'), JSON.stringify({ version: 3, mappings: 'AAAA;'.repeat(400) }));
fs.writeFileSync(path.join(out, css), '.app{color:red}');
fs.writeFileSync(path.join(out, 'remoteEntry.js'), 'var ' + name + ' = {}; // ' + tag);
fs.writeFileSync(path.join(out, 'mf-stats.json'), '{}');
if (!process.env.NO_MANIFEST) fs.writeFileSync(path.join(out, 'mf-manifest.json'), JSON.stringify({
  id: name, name,
  metaData: { name, publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  shared: [], remotes: [],
  exposes: [{ id: name + ':app', name: 'app', path: './app', assets: { js: { sync: [chunk], async: [] }, css: { sync: [css], async: [] } } }],
}));
`,
  );
  return `${JSON.stringify(process.execPath)} ${JSON.stringify(script)} {out} {app}`;
}

export async function deployFixture(deployDir: string, app: string, buildCommand = fakeRemoteBuilder()) {
  return deployRemote({ app, deployDir, buildCommand });
}

export function gatewayConfig(overrides: Partial<GatewayConfig> = {}): GatewayConfig {
  return {
    shellDir: tempDir('shell-'),
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
