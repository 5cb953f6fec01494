import * as v from 'valibot';
import { PRODUCT_CODE_HEADER, WEBVIEW_HEADER } from '@portal/contracts';
import { createApiClient, type ApiClientOptions } from './client';
import { ApiNetworkError, ApiRequestError } from './errors';

interface Call {
  url: string;
  init: RequestInit;
  headers: Headers;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fake fetch that records calls and answers from a queue. */
function fakeFetch(...answers: Array<Response | Error>) {
  const calls: Call[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init, headers: new Headers(init.headers) });
    const answer = answers.shift();
    if (!answer) throw new Error('no answer queued');
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

function client(fetch: typeof globalThis.fetch, options: ApiClientOptions = {}) {
  return createApiClient({ fetch, ...options });
}

const Wallet = v.object({ totalGold: v.number(), totalBoundGold: v.number() });

describe('createApiClient', () => {
  it('returns the envelope data, typed and validated by the schema', async () => {
    const { fetch, calls } = fakeFetch(json({ success: true, data: { totalGold: 120, totalBoundGold: 5 } }));
    const wallet = await client(fetch).get('/wallet/total-gold', { schema: Wallet });
    expect(wallet.totalGold + wallet.totalBoundGold).toBe(125);
    expect(calls[0]?.url).toBe('/api/wallet/total-gold');
    expect(calls[0]?.init.method).toBe('GET');
  });

  it('sends the bearer token when there is one, and no Authorization for a visitor', async () => {
    const { fetch, calls } = fakeFetch(
      json({ success: true, data: null }),
      json({ success: true, data: null }),
    );
    let token: string | null = 'tok-1';
    const api = client(fetch, { getToken: () => token });
    await api.get('/auth/me');
    token = null;
    await api.get('/auth/me');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(calls[1]?.headers.has('Authorization')).toBe(false);
  });

  it('adds the webview headers in webview mode only', async () => {
    const { fetch, calls } = fakeFetch(json({ success: true, data: [] }), json({ success: true, data: [] }));
    let webview = { isWebview: true, productCode: 'ash_echoes' as string | null };
    const api = client(fetch, { getWebview: () => webview });
    await api.get('/webview/gold-logs/expiration-detail');
    webview = { isWebview: false, productCode: null };
    await api.get('/private/gold-logs/expiration-detail');
    expect(calls[0]?.headers.get(PRODUCT_CODE_HEADER)).toBe('ash_echoes');
    expect(calls[0]?.headers.get(WEBVIEW_HEADER)).toBe('1');
    expect(calls[1]?.headers.has(PRODUCT_CODE_HEADER)).toBe(false);
    expect(calls[1]?.headers.has(WEBVIEW_HEADER)).toBe(false);
  });

  it('sends JSON bodies and query parameters, skipping empty ones', async () => {
    const { fetch, calls } = fakeFetch(json({ success: true, data: { ok: true } }));
    await client(fetch, { baseUrl: 'https://portal.test/api/' }).post('feedback', {
      body: { type: 'user_feedback', value: { page: 'homepage' } },
      query: { lang: 'vn', page: 1, empty: undefined, tags: ['a', 'b'] },
    });
    expect(calls[0]?.url).toBe('https://portal.test/api/feedback?lang=vn&page=1&tags=a&tags=b');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      type: 'user_feedback',
      value: { page: 'homepage' },
    });
  });

  it('throws ApiRequestError with the codes and fields of success: false', async () => {
    const errors = [
      { code: 'EMAIL_IS_USED', message: 'This email is already used', field: 'email' },
      { code: 'VERIFICATION_CODE_NOT_MATCH', message: 'Please provide a valid code', field: 'code' },
    ];
    const { fetch } = fakeFetch(json({ success: false, errors }, 422));
    const failure = await client(fetch)
      .post('/auth/register', { body: { email: 'a@b.c', code: '1' } })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    const error = failure as ApiRequestError;
    expect(error.status).toBe(422);
    expect(error.errors).toEqual(errors);
    expect(error.code).toBe('EMAIL_IS_USED');
    expect(error.hasCode('VERIFICATION_CODE_NOT_MATCH')).toBe(true);
    expect(error.fieldErrors().email?.code).toBe('EMAIL_IS_USED');
    expect(error.fieldErrors().code?.message).toBe('Please provide a valid code');
  });

  it('treats success: false as an error even with status 200', async () => {
    const errors = [{ code: 'INVALID_AUTH_CREDENTIAL', message: 'nope' }];
    const { fetch } = fakeFetch(json({ success: false, errors }));
    await expect(client(fetch).post('/auth/login', { body: {} })).rejects.toMatchObject({
      status: 200,
      code: 'INVALID_AUTH_CREDENTIAL',
    });
  });

  it('turns a non-2xx answer without an envelope into HTTP_<status>', async () => {
    const { fetch } = fakeFetch(
      new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(client(fetch).get('/metadata')).rejects.toMatchObject({
      name: 'ApiRequestError',
      status: 502,
      errors: [{ code: 'HTTP_502', message: 'Bad Gateway' }],
    });
  });

  it('reports data that breaks the schema as INVALID_RESPONSE', async () => {
    const { fetch } = fakeFetch(json({ success: true, data: { totalGold: '12' } }));
    await expect(client(fetch).get('/wallet', { schema: Wallet })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      status: 200,
    });
  });

  it('accepts an empty 204 answer', async () => {
    const { fetch } = fakeFetch(new Response(null, { status: 204 }));
    await expect(client(fetch).delete('/auth/logout')).resolves.toBeUndefined();
  });

  it('throws a distinct NETWORK_ERROR when fetch itself fails', async () => {
    const { fetch } = fakeFetch(new TypeError('Failed to fetch'));
    const failure = await client(fetch)
      .get('/wallet')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiNetworkError);
    expect(failure).not.toBeInstanceOf(ApiRequestError);
    expect((failure as ApiNetworkError).code).toBe('NETWORK_ERROR');
  });

  describe('timeouts and cancellation', () => {
    /** A fetch that never answers until its signal aborts, like a stalled server. */
    const hangingFetch: typeof globalThis.fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });

    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('fails with TIMEOUT after timeoutMs', async () => {
      const pending = client(hangingFetch, { timeoutMs: 1000 }).get('/slow');
      const assertion = expect(pending).rejects.toMatchObject({ name: 'ApiNetworkError', code: 'TIMEOUT' });
      await jest.advanceTimersByTimeAsync(1000);
      await assertion;
    });

    it("passes the caller's abort through as an AbortError, not a network error", async () => {
      const controller = new AbortController();
      const pending = client(hangingFetch).get('/slow', { signal: controller.signal });
      controller.abort();
      await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    });
  });
});
