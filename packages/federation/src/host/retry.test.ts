/** @jest-environment node */
import { fetchWithRetry, withRetry } from './retry';

const ok = () => new Response('{}', { status: 200 });

describe('fetchWithRetry', () => {
  it('retries a 500 and a network error, then returns the first good answer', async () => {
    const answers = [
      () => new Response('', { status: 500 }),
      () => Promise.reject(new TypeError('offline')),
      ok,
    ];
    const fetchImpl = jest.fn(async () => answers.shift()!());
    const response = await fetchWithRetry(
      '/m.json',
      {},
      { delays: [1, 1], fetchImpl: fetchImpl as typeof fetch },
    );
    expect(response.status).toBe(200);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('gives up after the last delay with the status in the error', async () => {
    const fetchImpl = jest.fn(async () => new Response('', { status: 404 }));
    await expect(
      fetchWithRetry(
        '/remotes/x/mf-manifest.json',
        {},
        { delays: [1], fetchImpl: fetchImpl as typeof fetch },
      ),
    ).rejects.toThrow('HTTP 404 for /remotes/x/mf-manifest.json');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('aborts a request that takes longer than the timeout', async () => {
    const fetchImpl = (_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    await expect(
      fetchWithRetry('/slow.json', {}, { delays: [], timeoutMs: 5, fetchImpl: fetchImpl as typeof fetch }),
    ).rejects.toThrow('timed out after 5 ms');
  });
});

describe('withRetry', () => {
  it('returns the value of the first attempt that succeeds', async () => {
    let calls = 0;
    await expect(
      withRetry(async () => (++calls < 2 ? Promise.reject(new Error('no')) : 'yes'), [1, 1]),
    ).resolves.toBe('yes');
    expect(calls).toBe(2);
  });
});
