import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { TEXTS_FILE } from '@portal/routes/registry';
import { TextsChunksPlugin, type TextsChunksOptions } from './textsChunks';

async function build(dir: string, options?: TextsChunksOptions): Promise<webpack.Stats> {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './index.js',
    output: { path: path.join(dir, 'dist'), filename: '[name].[contenthash:8].js', clean: true },
    optimization: { chunkIds: 'deterministic', realContentHash: true },
    plugins: [new TextsChunksPlugin(options)],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => (error || !stats ? reject(error) : compiler.close(() => resolve(stats)))),
  );
}

/** A real webpack compile: seconds on a busy machine. */
jest.setTimeout(30_000);

describe('TextsChunksPlugin', () => {
  it("lists the final files of each language's on-demand texts, and nothing else", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'texts-chunks-'));
    try {
      await fs.mkdir(path.join(dir, 'i18n', 'legal'), { recursive: true });
      await fs.writeFile(path.join(dir, 'i18n', 'en.js'), "export default { title: 'Sign in' };");
      await fs.writeFile(path.join(dir, 'i18n', 'vn.js'), "export default { title: 'Đăng nhập' };");
      await fs.writeFile(path.join(dir, 'i18n', 'legal', 'vn.js'), "export default { terms: 'Điều khoản' };");
      await fs.writeFile(path.join(dir, 'page.js'), 'export const page = 1;');
      await fs.writeFile(
        path.join(dir, 'index.js'),
        "import('./i18n/en'); import('./i18n/vn'); import('./i18n/legal/vn'); import('./page');",
      );
      const stats = await build(dir);
      expect(stats.hasErrors()).toBe(false);

      const texts = JSON.parse(await fs.readFile(path.join(dir, 'dist', TEXTS_FILE), 'utf8')) as Record<
        string,
        string[]
      >;
      expect(Object.keys(texts)).toEqual(['en', 'vn']);
      const emitted = await fs.readdir(path.join(dir, 'dist'));
      for (const [language, files] of Object.entries(texts)) {
        expect(files).toHaveLength(1);
        // The names survive content hashing: each is a file of the build holding that language's texts.
        expect(emitted).toContain(files[0]);
        const source = await fs.readFile(path.join(dir, 'dist', files[0] as string), 'utf8');
        expect(source).toContain(language === 'en' ? 'Sign in' : 'Đăng nhập');
        expect(source).not.toContain('Điều khoản');
      }
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('leaves out the texts the page carries in its HTML: their chunk is fetched only without them', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'texts-chunks-'));
    try {
      await fs.mkdir(path.join(dir, 'i18n'));
      await fs.writeFile(path.join(dir, 'i18n', 'en.js'), "export default { title: 'Sign in' };");
      await fs.writeFile(path.join(dir, 'i18n', 'vn.js'), "export default { title: 'Đăng nhập' };");
      await fs.writeFile(path.join(dir, 'index.js'), "import('./i18n/en'); import('./i18n/vn');");
      const stats = await build(dir, { inDocument: path.join(dir, 'i18n', 'en.js') });
      expect(stats.hasErrors()).toBe(false);
      const texts = JSON.parse(await fs.readFile(path.join(dir, 'dist', TEXTS_FILE), 'utf8')) as object;
      expect(Object.keys(texts)).toEqual(['vn']);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it("names the shared common texts' chunks only where this build's copy is the page's (the shell's)", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'texts-chunks-'));
    try {
      await fs.mkdir(path.join(dir, 'i18n', 'src', 'locales'), { recursive: true });
      await fs.writeFile(path.join(dir, 'i18n', 'src', 'locales', 'th.js'), "export default { ok: 'ตกลง' };");
      await fs.writeFile(path.join(dir, 'index.js'), "import('./i18n/src/locales/th');");
      const read = async () =>
        Object.keys(JSON.parse(await fs.readFile(path.join(dir, 'dist', TEXTS_FILE), 'utf8')) as object);
      expect((await build(dir, { commonTexts: true })).hasErrors()).toBe(false);
      expect(await read()).toEqual(['th']);
      expect((await build(dir)).hasErrors()).toBe(false);
      expect(await read()).toEqual([]);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
