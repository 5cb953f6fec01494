/**
 * Where an API process's CPU went during a load run, from the V8 CPU profile `node --cpu-prof` writes
 * when the process exits. Each sample is charged to the deepest frame of its stack that a layer
 * below claims (a built-in such as JSON.stringify or a hash has no file, so its caller decides);
 * what no layer claims is "other (node, V8)".
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  /** µs on the monotonic clock `process.hrtime` reads too (Linux). */
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A layer of a process's code: it claims the frames whose script URL and function name pass `test`. */
export interface Layer {
  name: string;
  test: (url: string, fn: string) => boolean;
}

/** The API's layers, in the order they are tried on each frame; the first whose test matches claims it. */
const API_LAYERS: Layer[] = [
  { name: 'idle (waiting for I/O)', test: (_url, fn) => fn === '(idle)' },
  { name: 'garbage collection', test: (_url, fn) => fn === '(garbage collector)' },
  {
    name: 'embedded database (PGlite)',
    test: (url) => url.includes('@electric-sql/pglite') || url.startsWith('wasm://'),
  },
  {
    name: 'database driver (pg, kysely)',
    test: (url) => /node_modules\/(pg|pg-protocol|pg-pool|kysely)\//.test(url) || url.includes('/src/db/'),
  },
  {
    name: 'logging (pino)',
    test: (url) => /node_modules\/(pino|pino-std-serializers|sonic-boom|thread-stream)\//.test(url),
  },
  {
    name: 'response serialization',
    test: (url, fn) =>
      url.includes('fast-json-stringify') || fn === 'stringify' || /http\/publicCache|serializ/i.test(url),
  },
  {
    name: 'validation (valibot)',
    test: (url) => url.includes('node_modules/valibot') || url.includes('/src/http/route.ts'),
  },
  {
    name: 'session lookup',
    test: (url) => /\/src\/auth\/(sessions|sessionCache|requestContext|cookies|secrets)\.ts/.test(url),
  },
  {
    name: 'hooks and handlers (our code)',
    test: (url) => url.includes('/infra/api/src/') || url.includes('/packages/'),
  },
  {
    name: 'framework (fastify)',
    test: (url) =>
      /node_modules\/(fastify|find-my-way|avvio|light-my-request|@fastify|fast-querystring|fast-content-type-parse|toad-cache|process-warning|abstract-logging)\//.test(
        url,
      ),
  },
  {
    name: 'HTTP and sockets (node)',
    test: (url) =>
      /^node:(_http|http|net|stream|internal\/(http|streams|stream_base|net))/.test(url) ||
      /^node:internal\/(http|streams|stream_base_commons|net)/.test(url),
  },
];
const API_OTHER = 'other (node, V8)';

export type Breakdown = Map<string, number>;

/** A span of the run, in µs of `process.hrtime` (the clock the profile's times use). */
export type Window = readonly [startMicros: number, endMicros: number];

/** Now, in µs of the profile's clock. */
export const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

/**
 * Milliseconds of CPU per layer (idle included, so the shares show how busy the process was), of
 * the samples inside `windows` (the measured runs: start-up, migrations and warm-up left out).
 * The API's layers unless `layers` names another process's (`other`: what none claims).
 */
export function profileBreakdown(
  file: string,
  windows?: readonly Window[],
  { layers = API_LAYERS, other = API_OTHER }: { layers?: readonly Layer[]; other?: string } = {},
): Breakdown {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const layerOf = new Map<number, string>();
  const classify = (id: number): string => {
    const known = layerOf.get(id);
    if (known) return known;
    const node = byId.get(id);
    let layer = other;
    if (node) {
      const { url, functionName } = node.callFrame;
      const claimed = layers.find((candidate) => candidate.test(url, functionName));
      if (claimed) layer = claimed.name;
      else if (!url && parent.has(id)) layer = classify(parent.get(id)!); // a built-in: its caller decides
    }
    layerOf.set(id, layer);
    return layer;
  };
  const spent: Breakdown = new Map();
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index] ?? 0;
    if (windows && !windows.some(([start, end]) => at >= start && at <= end)) return;
    const layer = classify(id);
    spent.set(layer, (spent.get(layer) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return spent;
}

/** Layer → share of the busy (non-idle) CPU time, largest first, as "name 42%". */
export function busyShares(breakdown: Breakdown): { layer: string; share: number }[] {
  const busy = [...breakdown].filter(([layer]) => !layer.startsWith('idle'));
  const total = busy.reduce((sum, [, ms]) => sum + ms, 0) || 1;
  return busy.map(([layer, ms]) => ({ layer, share: ms / total })).sort((a, b) => b.share - a.share);
}

/** `tsx profileBreakdown.ts <file.cpuprofile>`: one profile's breakdown. */
if (require.main === module) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: profileBreakdown.ts <file.cpuprofile>');
  const breakdown = profileBreakdown(file);
  for (const { layer, share } of busyShares(breakdown))
    console.log(`${(share * 100).toFixed(1).padStart(5)}%  ${layer}`);
  console.log(`idle ${Math.round(breakdown.get('idle (waiting for I/O)') ?? 0)} ms`);
}
