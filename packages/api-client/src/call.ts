import {
  endpointPath,
  type Endpoint,
  type EndpointAnswer,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
} from '@portal/contracts';
import { apiClient } from './apiClient';
import type { ApiClient, Query } from './client';

/** What a call with nothing to send passes. */
type NoFields = Record<never, never>;

/**
 * A path or a query string carries text: a number is written as one (`size: 20` for the schema's
 * '20', `userId: 7` for a path's ':userId').
 */
type TextInput<T> = { [K in keyof T]: T[K] extends string | undefined ? T[K] | number : T[K] };

/** What a call sends: the endpoint's parameters, query and body as its schemas take them. */
export type CallInput<E> = {
  signal?: AbortSignal;
  timeoutMs?: number;
  headers?: Record<string, string>;
} & (EndpointParams<E> extends undefined
  ? { params?: undefined }
  : { params: TextInput<EndpointParams<E>> }) &
  (EndpointQuery<E> extends undefined
    ? { query?: undefined }
    : // A query whose every field is optional may be left out.
      NoFields extends EndpointQuery<E>
      ? { query?: TextInput<EndpointQuery<E>> }
      : { query: TextInput<EndpointQuery<E>> }) &
  (EndpointBody<E> extends undefined ? { body?: undefined } : { body: EndpointBody<E> });

/**
 * Calls an endpoint declared in @portal/contracts with the portal's client (or `client`): the URL is
 * built from its path, and the answer is checked against its schema before it is returned.
 */
export function call<E extends Endpoint>(
  endpoint: E,
  ...[input, client = apiClient]: NoFields extends CallInput<E>
    ? [input?: CallInput<E>, client?: ApiClient]
    : [input: CallInput<E>, client?: ApiClient]
): Promise<EndpointAnswer<E>> {
  const { params, query, body, signal, timeoutMs, headers } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Query;
    body?: unknown;
    signal?: AbortSignal;
    timeoutMs?: number;
    headers?: Record<string, string>;
  };
  let path: string;
  try {
    path = endpointPath(endpoint, params);
  } catch (error) {
    // A missing parameter fails the call like a refused request, never the render that made it.
    return Promise.reject(error);
  }
  return client.request(endpoint.method, path, {
    schema: endpoint.response,
    body,
    query,
    signal,
    timeoutMs,
    headers,
  }) as Promise<EndpointAnswer<E>>;
}
