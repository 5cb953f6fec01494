import { promises as fs } from 'node:fs';
import path from 'node:path';
import { removeTempDirs, tempDir } from '../../testing/fixtures';
import { ServerRenders, type RenderFailure, type ServerRenderOptions } from './serverRenders';

/** A render whose first answer is at once and every later one takes 600 ms, numbered. */
const SLOWING_RENDER = `let count = 0;
exports.render = async () => {
  count += 1;
  if (count > 1) await new Promise((resolve) => setTimeout(resolve, 600));
  return { html: '<h1>render ' + count + '</h1>', css: '', data: { '/api/public/count': { language: 'en', data: count } } };
};`;

/** Renders with a short budget and cache, on an API nobody answers; `failures` collects what failed. */
function serverRenders(failures: RenderFailure[], options: Partial<ServerRenderOptions> = {}) {
  return new ServerRenders({
    budgetMs: 300,
    cacheMs: 50,
    staleMs: 60_000,
    hangMs: 5000,
    idleMs: 10_000,
    apiOrigin: 'http://127.0.0.1:9',
    onFailure: (_, failure) => failures.push(failure),
    ...options,
  });
}

describe('server renders', () => {
  afterAll(() => removeTempDirs());

  it("sends a key's previous answer while its next render runs past the budget, and counts no failure", async () => {
    const file = path.join(tempDir('render-'), 'render.js');
    await fs.writeFile(file, SLOWING_RENDER);
    const failures: RenderFailure[] = [];
    const renders = serverRenders(failures);
    const target = {
      app: 'mf-campaign-slow',
      version: 'v1',
      file,
      assetBase: '/remotes/mf-campaign-slow/v1/',
    };
    try {
      // The thread's start-up may take the first request past the budget; it answers the next one.
      let first = await renders.render(target, '/games/official/slow', 'en');
      for (let attempt = 0; !first && attempt < 20; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        first = await renders.render(target, '/games/official/slow', 'en');
      }
      expect(first?.html).toBe('<h1>render 1</h1>');
      expect(first?.data).toEqual({ '/api/public/count': { language: 'en', data: 1 } });
      failures.length = 0;

      await new Promise((resolve) => setTimeout(resolve, 100)); // the answer has expired
      // Sent as a fallback, the render goes without its data: the browser reads fresh answers.
      expect(await renders.render(target, '/games/official/slow', 'en')).toEqual({
        html: '<h1>render 1</h1>',
        css: '',
      });
      expect(failures).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 700));
      // Render 3 runs past the budget too: render 2 is sent in its place, without its data.
      expect(await renders.render(target, '/games/official/slow', 'en')).toEqual({
        html: '<h1>render 2</h1>',
        css: '',
      });
    } finally {
      renders.close();
    }
  });

  it("keeps a page's answer as a fallback while other pages render, until it is older than staleMs", async () => {
    const file = path.join(tempDir('render-'), 'render.js');
    await fs.writeFile(file, SLOWING_RENDER);
    const failures: RenderFailure[] = [];
    const renders = serverRenders(failures, { staleMs: 1500 });
    const target = { app: 'mf-profile', version: 'v1', file, assetBase: '/remotes/mf-profile/v1/' };
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    try {
      let first = await renders.render(target, '/profiles/ann', 'en');
      for (let attempt = 0; !first && attempt < 20; attempt++) {
        await sleep(100);
        first = await renders.render(target, '/profiles/ann', 'en');
      }
      expect(first?.html).toBe('<h1>render 1</h1>');
      await sleep(100); // expired, still young enough to fall back on

      // Another page's slow render, with nothing to fall back on, does not push this one out.
      expect(await renders.render(target, '/profiles/bob', 'en')).toBeNull();
      failures.length = 0;
      expect((await renders.render(target, '/profiles/ann', 'en'))?.html).toBe('<h1>render 1</h1>');
      expect(failures).toEqual([]);

      await sleep(2000); // every answer is now older than staleMs
      expect(await renders.render(target, '/profiles/ann', 'en')).toBeNull();
      expect(failures).toEqual(['timeout']);
    } finally {
      renders.close();
    }
  });

  it('draws a rebuilt render file (a new version at the same path) with its new code', async () => {
    const file = path.join(tempDir('render-'), 'render.js');
    const build = (text: string) =>
      fs.writeFile(file, `exports.render = async () => ({ html: '<h1>${text}</h1>', css: '' });`);
    const renders = serverRenders([], { budgetMs: 2000, cacheMs: 60_000 });
    const target = (version: string) => ({ app: 'shell', version, file, assetBase: '/' });
    try {
      await build('first build');
      expect((await renders.render(target('a'), '/', 'en'))?.html).toBe('<h1>first build</h1>');
      await build('second build');
      expect((await renders.render(target('b'), '/', 'en'))?.html).toBe('<h1>second build</h1>');
    } finally {
      renders.close();
    }
  });
});
