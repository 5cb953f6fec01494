import { ApiRequestError } from '../errors';
import { installFakeApi, rawAnswer, type RecordedRequest } from './fakeApi';

describe('the fake API every app tests against', () => {
  let api: ReturnType<typeof installFakeApi>;
  afterEach(() => api.restore());

  it('answers a patterned route with its params, awaiting the handler', async () => {
    api = installFakeApi({
      'GET /api/public/games/:gameCode': async ({ params }: RecordedRequest) => ({
        gameCode: params.gameCode,
      }),
    });
    const answer = await fetch('/api/public/games/ash%20echoes').then((response) => response.text());
    expect(JSON.parse(answer)).toEqual({ success: true, data: { gameCode: 'ash echoes' } });
    expect(api.requests[0]).toMatchObject({ method: 'GET', params: { gameCode: 'ash echoes' } });
  });

  it('prefers an exact route over a pattern, and answers 404 NOT_FOUND for an unknown one', async () => {
    api = installFakeApi({
      '/api/public/games/:gameCode': 'pattern',
      '/api/public/games/featured': 'exact',
    });
    const get = (path: string) => fetch(path).then((response) => response.text());
    expect(JSON.parse(await get('/api/public/games/featured')).data).toBe('exact');
    expect(JSON.parse(await get('/api/public/games/other')).data).toBe('pattern');
    const missing = await fetch('/api/public/nowhere');
    expect(missing.status).toBe(404);
    expect(JSON.parse(await missing.text()).errors[0].code).toBe('NOT_FOUND');
  });

  it('turns a thrown ApiRequestError into that HTTP error and any other throw into a network failure', async () => {
    api = installFakeApi({
      'POST /api/public/feedback': () => {
        throw new ApiRequestError(429, [{ code: 'RATE_LIMITED', message: 'Too much' }]);
      },
      '/api/public/down': () => Promise.reject(new TypeError('offline')),
    });
    const limited = await fetch('/api/public/feedback', { method: 'POST', body: '{"a":1}' });
    expect(limited.status).toBe(429);
    expect(api.requestsTo('POST', '/api/public/feedback')[0]?.body).toEqual({ a: 1 });
    await expect(fetch('/api/public/down')).rejects.toThrow('offline');
  });

  it('sends a raw answer as given, and lets a test replace a route', async () => {
    api = installFakeApi({ '/api/x': rawAnswer(502, { oops: true }) });
    expect((await fetch('/api/x')).status).toBe(502);
    api.on('/api/x', { fine: true });
    expect(JSON.parse(await (await fetch('/api/x?page=2')).text())).toEqual({
      success: true,
      data: { fine: true },
    });
    expect(api.requests.at(-1)?.url).toBe('/api/x?page=2');
  });
});
