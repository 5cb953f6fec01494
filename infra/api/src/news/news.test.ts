import { errorCodes, PublicNewsItemSchema } from '@portal/contracts';
import * as v from 'valibot';
import { runAdminCommand } from '../cli/adminCommands';
import { databaseTargets } from '../testing/databases';
import { expectFailure, expectSuccess, useTestApi } from '../testing/harness';
import { DEMO_NEWS, seedDemoNews } from './seed';

const NewsListSchema = v.array(PublicNewsItemSchema);

describe.each(databaseTargets)('news API on $name', (target) => {
  const api = useTestApi(target, { seed: false });
  const get = (url: string, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'GET', url, headers });
  const admin = async (...argv: string[]) => {
    const out: string[] = [];
    const code = await runAdminCommand(argv, api.db, {
      out: (line) => out.push(line),
      err: (line) => out.push(line),
    });
    expect({ code, out }).toMatchObject({ code: 0 });
    return Number(/News (\d+)/.exec(out.join('\n'))?.[1]);
  };
  const list = async (query = '') => expectSuccess(await get(`/api/public/news${query}`), NewsListSchema);

  it('answers an empty list while nothing is published', async () => {
    expect(await list()).toEqual([]);
  });

  it("serves a published item in the reader's language, else in English, and says which", async () => {
    const id = await admin(
      'news',
      'add',
      '--title',
      'Guild war season',
      '--body',
      'Starts Friday.',
      '--link',
      '/games',
    );
    await admin('news', 'text', String(id), '--language', 'th', '--title', 'สงครามกิลด์ซีซันใหม่');
    await admin('news', 'publish', String(id));

    const [thai] = await list('?language=th');
    expect(thai).toMatchObject({ id, language: 'th', title: 'สงครามกิลด์ซีซันใหม่', body: null, link: '/games' });
    const [indonesian] = await list('?language=id');
    expect(indonesian).toMatchObject({
      id,
      language: 'en',
      title: 'Guild war season',
      body: 'Starts Friday.',
    });
    expect(indonesian!.publishedAt).toBeGreaterThan(Date.now() / 1000 - 60);
  });

  it('keeps drafts and items scheduled for later away from readers', async () => {
    await admin('news', 'add', '--title', 'Draft only');
    await admin('news', 'add', '--title', 'Next year', '--publish', '2099-01-01');
    expect((await list()).map((item) => item.title)).toEqual(['Guild war season']);
  });

  it('answers with an ETag, 304 on a match, and a changed answer at once after an operator change', async () => {
    const first = await get('/api/public/news?language=en');
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = String(first.headers.etag);
    expect((await get('/api/public/news?language=en', { 'if-none-match': etag })).statusCode).toBe(304);

    const id = await admin('news', 'add', '--title', 'Fresh news', '--publish', 'now');
    const after = await get('/api/public/news?language=en', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(expectSuccess(after, NewsListSchema)[0]?.title).toBe('Fresh news');

    await admin('news', 'remove', String(id));
    expect((await list()).map((item) => item.title)).toEqual(['Guild war season']);
  });

  it('lists newest first, as many as asked', async () => {
    await seedDemoNews(api.db); // not empty: writes nothing
    await admin('news', 'add', '--title', 'Older', '--publish', '2020-01-01');
    expect((await list('?limit=1')).map((item) => item.title)).toEqual(['Guild war season']);
    expect((await list('?limit=20')).map((item) => item.title)).toEqual(['Guild war season', 'Older']);
  });

  it.each([
    ['?language=fr', 'language'],
    ['?limit=0', 'limit'],
    ['?limit=21', 'limit'],
    ['?limit=ten', 'limit'],
  ])('refuses %s, naming %s', async (query, field) => {
    const [error] = expectFailure(await get(`/api/public/news${query}`), 400, errorCodes.validation);
    expect(error?.field).toBe(field);
  });
});

describe.each(databaseTargets)('demo news on $name', (target) => {
  const api = useTestApi(target, { seed: false });

  it('shows every demo item in Thai, the English-only one in English', async () => {
    expect(await seedDemoNews(api.db)).toBe(DEMO_NEWS.length);
    const items = expectSuccess(
      await api.app.inject({ method: 'GET', url: '/api/public/news?language=th&limit=20' }),
      NewsListSchema,
    );
    expect(items.map((item) => item.language)).toEqual(['th', 'th', 'th', 'en']);
    expect(items[0]?.title).toBe(DEMO_NEWS[0]!.texts.th!.title);
  });
});
