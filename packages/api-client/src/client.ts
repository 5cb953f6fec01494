import * as v from 'valibot';
import {
  API_PREFIX,
  CSRF_HEADER,
  envelope,
  errorCodes,
  HUMAN_CHALLENGE_HEADER,
  HUMAN_PROOF_HEADER,
  LANGUAGE_HEADER,
  PRODUCT_CODE_HEADER,
  WEBVIEW_HEADER,
} from '@portal/contracts';
import { ApiNetworkError, ApiRequestError, INVALID_RESPONSE } from './errors';
import type { ServedAnswers } from './servedAnswers';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

export interface WebviewContext {
  isWebview: boolean;
  productCode: string | null;
}

export interface ApiClientOptions {
  /** Prefix for relative paths; defaults to the contract's API_PREFIX (`/api`). */
  baseUrl?: string;
  /** Read per call, before `baseUrl`: an embed learns the portal's API origin after the client exists. */
  getBaseUrl?: () => string | null | undefined;
  fetch?: typeof fetch;
  /** A bearer token (studio embeds, webviews handed one); browser sessions ride on the HttpOnly cookie. */
  getToken?: () => string | null | undefined;
  /** The double-submit CSRF token sent with every change (POST, PUT, PATCH, DELETE). */
  getCsrfToken?: () => string | null | undefined;
  getWebview?: () => WebviewContext | null | undefined;
  getLanguage?: () => string | null | undefined;
  /** Called when the API refused the bearer token sent (401): it expired or was revoked. */
  onTokenRefused?: () => void;
  /** Milliseconds before a request fails with `TIMEOUT`; 0 turns it off. */
  timeoutMs?: number;
  /**
   * Solves the proof of work of a 428 HUMAN_PROOF_REQUIRED (its `x-human-challenge` header) and
   * answers the `x-human-proof` value: the request is then sent again with it, by itself.
   */
  solveHumanProof?: (challenge: string, signal?: AbortSignal) => Promise<string>;
  /** Public GET answers recorded while a server render runs, and handed back in the browser once. */
  servedAnswers?: ServedAnswers;
}

/** A fresh challenge is asked for at most this often per request (one expired while solving, say). */
const PROOF_ROUNDS = 2;

export interface RequestOptions {
  /** Validates the envelope's `data`; the result is typed by it. */
  schema?: v.GenericSchema;
  /** Sent as JSON unless it is FormData, URLSearchParams or a Blob. */
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  timeoutMs?: number;
  headers?: Record<string, string>;
}

type WithSchema<TSchema extends v.GenericSchema> = RequestOptions & { schema: TSchema };

export interface RequestMethod {
  <TSchema extends v.GenericSchema>(
    path: string,
    options: WithSchema<TSchema>,
  ): Promise<v.InferOutput<TSchema>>;
  (path: string, options?: RequestOptions): Promise<unknown>;
}

export interface ApiClient {
  get: RequestMethod;
  post: RequestMethod;
  put: RequestMethod;
  patch: RequestMethod;
  delete: RequestMethod;
  request<TSchema extends v.GenericSchema>(
    method: HttpMethod,
    path: string,
    options: WithSchema<TSchema>,
  ): Promise<v.InferOutput<TSchema>>;
  request(method: HttpMethod, path: string, options?: RequestOptions): Promise<unknown>;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

/** Any envelope, with `data` checked later so a schema failure is told apart from a bad envelope. */
const anyEnvelope = envelope(v.optional(v.unknown()));

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:\/\//i;

function buildUrl(baseUrl: string, path: string, query: Query | undefined): string {
  const isAbsolute = ABSOLUTE_URL.test(path);
  let url = isAbsolute ? path : `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, raw] of Object.entries(query)) {
      const values: readonly QueryValue[] = Array.isArray(raw) ? raw : [raw as QueryValue];
      for (const value of values) {
        if (value !== null && value !== undefined) params.append(key, String(value));
      }
    }
    const search = params.toString();
    if (search) url += `${url.includes('?') ? '&' : '?'}${search}`;
  }
  return url;
}

function checkSchema(
  method: HttpMethod,
  url: string,
  status: number,
  data: unknown,
  schema: v.GenericSchema | undefined,
): unknown {
  if (!schema) return data;
  const checked = v.safeParse(schema, data);
  if (!checked.success) {
    throw invalidResponse(
      status,
      `${method} ${url} data does not match its schema: ${v.summarize(checked.issues)}`,
    );
  }
  return checked.output;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    (typeof Blob !== 'undefined' && body instanceof Blob)
  );
}

function invalidResponse(status: number, message: string): ApiRequestError {
  return new ApiRequestError(status, [{ code: INVALID_RESPONSE, message }]);
}

/** A failure status without an API envelope, e.g. a gateway's 502 page. */
function httpError(status: number, statusText: string): ApiRequestError {
  return new ApiRequestError(status, [{ code: `HTTP_${status}`, message: statusText || `HTTP ${status}` }]);
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = () => options.getBaseUrl?.() || options.baseUrl || API_PREFIX;
  // Looked up per call so tests and polyfills that replace `fetch` later are honoured.
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  function buildHeaders(method: HttpMethod, requestOptions: RequestOptions): Headers {
    const headers = new Headers({ Accept: 'application/json' });
    const token = options.getToken?.();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (method !== 'GET') {
      const csrf = options.getCsrfToken?.();
      if (csrf) headers.set(CSRF_HEADER, csrf);
    }
    const webview = options.getWebview?.();
    if (webview?.isWebview) {
      headers.set(WEBVIEW_HEADER, '1');
      if (webview.productCode) headers.set(PRODUCT_CODE_HEADER, webview.productCode);
    }
    const language = options.getLanguage?.();
    if (language) headers.set(LANGUAGE_HEADER, language);
    if (requestOptions.body !== undefined && !isRawBody(requestOptions.body)) {
      headers.set('Content-Type', 'application/json');
    }
    for (const [name, value] of Object.entries(requestOptions.headers ?? {})) headers.set(name, value);
    return headers;
  }

  async function send(method: HttpMethod, url: string, requestOptions: RequestOptions) {
    const { signal, body } = requestOptions;
    const timeoutMs = requestOptions.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const controller = new AbortController();
    let timedOut = false;
    const timer =
      timeoutMs > 0
        ? setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeoutMs)
        : undefined;
    const forwardAbort = () => controller.abort(signal?.reason);
    if (signal?.aborted) forwardAbort();
    else signal?.addEventListener('abort', forwardAbort, { once: true });

    try {
      const response = await fetchImpl(url, {
        method,
        headers: buildHeaders(method, requestOptions),
        body: body === undefined ? undefined : isRawBody(body) ? body : JSON.stringify(body),
        // Same-origin calls carry the HttpOnly session cookie; scripts never see the token. Calls from a
        // studio's page to the portal's origin carry no cookie: embeds authenticate with a bearer token.
        credentials: 'same-origin',
        signal: controller.signal,
      });
      // The body is read inside the timeout too: a stalled stream is as bad as no answer.
      const text = await response.text();
      // Only a 428 carries a proof-of-work challenge.
      const challenge = response.status === 428 ? response.headers.get(HUMAN_CHALLENGE_HEADER) : null;
      return { status: response.status, ok: response.ok, statusText: response.statusText, text, challenge };
    } catch (error) {
      if (timedOut) throw new ApiNetworkError('TIMEOUT', `${method} ${url} timed out after ${timeoutMs} ms`);
      // The caller cancelled: let its AbortError through untouched.
      if (signal?.aborted) throw error;
      throw new ApiNetworkError('NETWORK_ERROR', `${method} ${url} failed: network error`, { cause: error });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
    }
  }

  async function request(
    method: HttpMethod,
    path: string,
    requestOptions: RequestOptions = {},
  ): Promise<unknown> {
    const url = buildUrl(baseUrl(), path, requestOptions.query);
    // A served page's GETs are keyed as the browser asks them, whichever origin the server called.
    const servedKey =
      method === 'GET' && options.servedAnswers && !ABSOLUTE_URL.test(path)
        ? buildUrl(API_PREFIX, path, requestOptions.query)
        : undefined;
    const language = options.getLanguage?.() || null;
    const served = servedKey ? options.servedAnswers?.take(servedKey, language) : undefined;
    if (served) {
      try {
        return checkSchema(method, url, 200, served.data, requestOptions.schema);
      } catch {
        // Drawn by another version of the page, whose answer this one cannot read: the API answers.
      }
    }
    const record = servedKey ? options.servedAnswers?.recorder(servedKey) : undefined;
    let answer = await send(method, url, requestOptions);
    // Past a limit the API asks for a proof of work instead of refusing: solve it, send again.
    for (let round = 0; round < PROOF_ROUNDS && answer.status === 428 && answer.challenge; round++) {
      if (!options.solveHumanProof || !answer.text.includes(errorCodes.humanProofRequired)) break;
      const proof = await options.solveHumanProof(answer.challenge, requestOptions.signal);
      answer = await send(method, url, {
        ...requestOptions,
        headers: { ...requestOptions.headers, [HUMAN_PROOF_HEADER]: proof },
      });
    }
    const { status, ok, statusText, text } = answer;
    if (status === 401 && options.getToken?.()) options.onTokenRefused?.();

    let data: unknown = undefined;
    if (text.trim() !== '') {
      const json = parseJson(text);
      if (!json.ok) {
        if (!ok) throw httpError(status, statusText);
        throw invalidResponse(status, `${method} ${url} did not answer with JSON`);
      }
      const parsed = v.safeParse(anyEnvelope, json.value);
      if (!parsed.success) {
        if (!ok) throw httpError(status, statusText);
        throw invalidResponse(
          status,
          `${method} ${url} answered without the envelope: ${v.summarize(parsed.issues)}`,
        );
      }
      if (!parsed.output.success) throw new ApiRequestError(status, parsed.output.errors);
      data = parsed.output.data;
    }
    if (!ok) throw httpError(status, statusText);

    const checked = checkSchema(method, url, status, data, requestOptions.schema);
    record?.({ language, data });
    return checked;
  }

  const method =
    (name: HttpMethod): RequestMethod =>
    (path: string, requestOptions?: RequestOptions) =>
      request(name, path, requestOptions);

  return {
    get: method('GET'),
    post: method('POST'),
    put: method('PUT'),
    patch: method('PATCH'),
    delete: method('DELETE'),
    request,
  };
}
