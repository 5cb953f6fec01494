import * as v from 'valibot';
import { createApiClient } from './client';
import { createServedAnswers, SERVED_ANSWERS_MS, type ServedAnswers } from './servedAnswers';

const Rules = v.object({ levels: v.array(v.string()) });

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/** A client on the API's own origin (as a server render calls it), answering `answer` to every request. */
function serverClient(servedAnswers: ServedAnswers, answer: () => Response | Promise<Response>) {
  const fetch = jest.fn(async () => answer());
  const client = createApiClient({
    baseUrl: 'http://127.0.0.1:8081/api',
    fetch: fetch as typeof globalThis.fetch,
    getLanguage: () => 'en',
    servedAnswers,
  });
  return { client, fetch };
}

const rules = { levels: ['silver', 'gold'] };

describe('served answers: recording on the server', () => {
  it('records a public GET by the URL the browser asks, with its query and language', async () => {
    const served = createServedAnswers();
    const { client } = serverClient(served, () => json({ success: true, data: rules }));
    const stop = served.record(Date.now() + 1000);
    await client.get('/public/vip/rules', { schema: Rules, query: { lang: 'en' } });
    expect(stop()).toEqual({ '/api/public/vip/rules?lang=en': { language: 'en', data: rules } });
  });

  it('records no private read, no change and nothing outside a recording', async () => {
    const served = createServedAnswers();
    const { client } = serverClient(served, () => json({ success: true, data: rules }));
    await client.get('/public/vip/rules');
    const stop = served.record(Date.now() + 1000);
    await client.get('/private/vip');
    await client.post('/public/feedback', { body: {} });
    expect(stop()).toEqual({});
  });

  it('leaves out an answer that arrives after the data wait', async () => {
    const served = createServedAnswers();
    let arrive: (response: Response) => void = () => undefined;
    const { client } = serverClient(served, () => new Promise<Response>((resolve) => (arrive = resolve)));
    const stop = served.record(Date.now() - 1);
    const read = client.get('/public/vip/rules');
    await Promise.resolve();
    arrive(json({ success: true, data: rules }));
    await read;
    expect(stop()).toEqual({});
  });

  it('leaves out an answer its schema refuses', async () => {
    const served = createServedAnswers();
    const { client } = serverClient(served, () => json({ success: true, data: { levels: 3 } }));
    const stop = served.record(Date.now() + 1000);
    await expect(client.get('/public/vip/rules', { schema: Rules })).rejects.toThrow('schema');
    expect(stop()).toEqual({});
  });
});

describe('served answers: priming in the browser', () => {
  const answers = { '/api/public/vip/rules': { language: 'en', data: rules } };

  function browserClient(language: string) {
    const fetch = jest.fn(async () => json({ success: true, data: { levels: ['fresh'] } }));
    const client = createApiClient({
      fetch: fetch as typeof globalThis.fetch,
      getLanguage: () => language,
      servedAnswers: createServedAnswers(() => JSON.parse(JSON.stringify(answers)) as typeof answers),
    });
    return { client, fetch };
  }

  it('answers the first GET of a recorded URL without a request, then asks the API', async () => {
    const { client, fetch } = browserClient('en');
    await expect(client.get('/public/vip/rules', { schema: Rules })).resolves.toEqual(rules);
    expect(fetch).not.toHaveBeenCalled();
    await expect(client.get('/public/vip/rules', { schema: Rules })).resolves.toEqual({ levels: ['fresh'] });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks the API when the page was drawn in another language', async () => {
    const { client, fetch } = browserClient('th');
    await expect(client.get('/public/vip/rules', { schema: Rules })).resolves.toEqual({ levels: ['fresh'] });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks the API when the carried answer does not fit the reader (another version drew the page)', async () => {
    const { client, fetch } = browserClient('en');
    const Other = v.object({ ranks: v.array(v.string()) });
    await expect(client.get('/public/vip/rules', { schema: Other })).rejects.toThrow('schema');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks the API for a URL the page did not carry (another query)', async () => {
    const { client, fetch } = browserClient('en');
    await client.get('/public/vip/rules', { query: { page: 2 } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks the API once the answers have outlived the take-over', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const { client, fetch } = browserClient('en');
      await client.get('/public/games'); // the first read: the page's answers are read now
      jest.setSystemTime(Date.now() + SERVED_ANSWERS_MS + 1);
      await expect(client.get('/public/vip/rules', { schema: Rules })).resolves.toEqual({
        levels: ['fresh'],
      });
      expect(fetch).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
