/**
 * Where a proxied request's CPU goes in the gateway, from the V8 CPU profile `node --cpu-prof` writes
 * when the process exits: self time per request by layer (undici, Node's HTTP server, Fastify, the
 * proxy's own code, the hooks, socket writes…). Each sample is charged to the deepest frame a layer
 * claims (a built-in has no file, so its caller decides). Used by proxyProfile.ts.
 * A profile samples wall time: a process preempted inside a write (its write woke the reader) shows
 * that wait as the write's, so "socket writes" reads high on a busy machine; /proc's CPU time does not.
 */
import { profileBreakdown, type Layer } from '../launch/profileBreakdown';

const GATEWAY_LAYERS: Layer[] = [
  { name: 'idle', test: (_url, fn) => fn === '(idle)' },
  { name: 'garbage collection', test: (_url, fn) => fn === '(garbage collector)' },
  {
    name: 'socket writes (syscalls)',
    test: (_url, fn) => /^(writev|writeLatin1String|writeUtf8String|writeBuffer)$/.test(fn),
  },
  {
    name: 'undici (requests to the API)',
    test: (url) => url.includes('node_modules/undici') || url.startsWith('wasm://'),
  },
  { name: 'proxy (gateway/src/proxy)', test: (url) => url.includes('/gateway/src/proxy/') },
  {
    name: 'hooks (security, observability, embed, source maps)',
    test: (url) => /gateway\/src\/(security|observability|embedSdk|static)\//.test(url),
  },
  {
    name: 'logging',
    test: (url) => url.includes('contracts/src/logging') || /node_modules\/(pino|sonic-boom)\//.test(url),
  },
  { name: 'metrics (prom-client)', test: (url) => url.includes('node_modules/prom-client') },
  {
    name: 'fastify',
    test: (url) => /node_modules\/(fastify|find-my-way|@fastify|toad-cache|fast-querystring)\//.test(url),
  },
  { name: "Node's HTTP server, streams, net", test: (url) => url.startsWith('node:') },
];
const OTHER = 'other (V8, built-ins)';

/** µs of self time per request by layer, busiest first, of the samples between `from` and `to`. */
export function gatewayLayers(
  file: string,
  window: readonly [number, number],
  requests: number,
): { layer: string; microsPerRequest: number }[] {
  const spent = profileBreakdown(file, [window], { layers: GATEWAY_LAYERS, other: OTHER });
  return [...spent]
    .filter(([layer]) => layer !== 'idle')
    .map(([layer, ms]) => ({ layer, microsPerRequest: (ms * 1000) / Math.max(1, requests) }))
    .sort((a, b) => b.microsPerRequest - a.microsPerRequest);
}
