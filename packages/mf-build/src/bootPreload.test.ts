import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { bootFiles } from './bootPreload';

/** A real webpack compile: seconds on a busy machine. */
jest.setTimeout(30_000);

describe('bootFiles', () => {
  it("lists the chunks of the entry's own dynamic imports, the largest first", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'boot-files-'));
    try {
      await fs.writeFile(path.join(dir, 'small.js'), "console.log('small'); import('./later');");
      await fs.writeFile(path.join(dir, 'large.js'), `console.log(${JSON.stringify('x'.repeat(20_000))});`);
      await fs.writeFile(path.join(dir, 'later.js'), "console.log('later');");
      await fs.writeFile(
        path.join(dir, 'index.js'),
        "import(/* webpackChunkName: 'a-small' */ './small'); import(/* webpackChunkName: 'b-large' */ './large');",
      );
      let files: string[] = [];
      const compiler = webpack({
        mode: 'production',
        context: dir,
        entry: './index.js',
        output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename: '[name].js' },
        plugins: [
          {
            apply: (c: webpack.Compiler) =>
              c.hooks.afterEmit.tap('test', (compilation) => {
                files = bootFiles(compilation);
              }),
          },
        ],
      });
      const stats = await new Promise<webpack.Stats>((resolve, reject) =>
        compiler.run((error, result) =>
          error || !result ? reject(error) : compiler.close(() => resolve(result)),
        ),
      );
      expect(stats.hasErrors()).toBe(false);
      // Size order, not name order; a chunk imported later by a boot chunk is not a boot file.
      expect(files).toEqual(['b-large.js', 'a-small.js']);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
