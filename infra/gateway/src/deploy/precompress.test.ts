import { existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { SERVER_RENDER_FILE } from '@portal/routes/registry';
import { removeTempDirs, tempDir } from '../testing/fixtures';
import { precompressShellBuild } from './precompress';

afterEach(removeTempDirs);

const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;

async function shellBuild() {
  const dir = tempDir('shell-');
  await fs.mkdir(path.dirname(path.join(dir, SERVER_RENDER_FILE)), { recursive: true });
  await Promise.all([
    fs.writeFile(path.join(dir, 'main.1a2b3c4d.js'), script),
    fs.writeFile(path.join(dir, 'main.1a2b3c4d.js.map'), script),
    fs.writeFile(path.join(dir, 'index.html'), `<!doctype html><script>${script}</script>`),
    fs.writeFile(path.join(dir, 'tiny.js'), 'export {};\n'),
    fs.writeFile(path.join(dir, SERVER_RENDER_FILE), script),
  ]);
  return dir;
}

describe("the shell build's compressed forms", () => {
  it('writes brotli and gzip beside each served text file, and nothing for maps, documents, small files or the server render', async () => {
    const dir = await shellBuild();
    expect(await precompressShellBuild(dir)).toBe(1);
    const main = path.join(dir, 'main.1a2b3c4d.js');
    expect(brotliDecompressSync(await fs.readFile(`${main}.br`)).toString()).toBe(script);
    expect(gunzipSync(await fs.readFile(`${main}.gz`)).toString()).toBe(script);
    for (const file of ['main.1a2b3c4d.js.map', 'index.html', 'tiny.js', SERVER_RENDER_FILE])
      expect(existsSync(path.join(dir, `${file}.br`))).toBe(false);
  });

  it('compresses again only a file newer than its compressed form', async () => {
    const dir = await shellBuild();
    await precompressShellBuild(dir);
    expect(await precompressShellBuild(dir)).toBe(0);

    const main = path.join(dir, 'main.1a2b3c4d.js');
    const changed = `${script}export const more = 1;\n`;
    await fs.writeFile(main, changed);
    const later = new Date(Date.now() + 5_000);
    await fs.utimes(main, later, later);
    expect(await precompressShellBuild(dir)).toBe(1);
    expect(brotliDecompressSync(await fs.readFile(`${main}.br`)).toString()).toBe(changed);
  });
});
