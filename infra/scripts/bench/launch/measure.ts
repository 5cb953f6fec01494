/** One autocannon run (in a worker thread of its own, off the bench's event loop) and its figures. */
import autocannon from 'autocannon';

export interface Target {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** autocannon `setupClient` module (absolute path): per-connection bodies. */
  setupClient?: string;
}

export interface Measured {
  perSecond: number;
  p50: number;
  p99: number;
  failures: number;
  total: number;
}

export async function measure(
  baseUrl: string,
  target: Target,
  seconds: number,
  connections: number,
): Promise<Measured> {
  const result = await autocannon({
    url: `${baseUrl}${target.path}`,
    method: target.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...target.headers },
    body: target.body,
    connections,
    duration: seconds,
    workers: 1,
    // In workers mode autocannon takes a module path here; its types know only the function form.
    ...(target.setupClient
      ? { setupClient: target.setupClient as unknown as autocannon.Options['setupClient'] }
      : {}),
  });
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}
