/**
 * Where a Lighthouse run's simulated first contentful paint spends its time, read from the
 * graph Lighthouse's own simulator (Lantern) builds from the run's trace and network log. The
 * FCP graph holds the document, the render-blocking scripts and the main-thread tasks that ran
 * them; the phases below are cut at its network milestones:
 *  - document: until the HTML has arrived;
 *  - set-up: the main-thread work before the first script request starts (committing the
 *    document, parsing its head; Lighthouse's own instrumentation runs in that task too);
 *  - JS on the wire: from the first script request to the last script's last byte;
 *  - after: running what arrived last, until the paint.
 * Lighthouse's internals are pinned with the package (infra/e2e); they are loaded only here.
 */
import { promises as fs } from 'node:fs';

export interface FcpPath {
  fcpMs: number;
  documentMs: number;
  setupMs: number;
  jsWireMs: number;
  afterMs: number;
}

interface SimNode {
  type: 'network' | 'cpu';
  isMainDocument?: () => boolean;
  request?: { resourceType?: string };
}
interface SimTiming {
  startTime: number;
  endTime: number;
}

/** The phases of one simulated paint, from the simulator's node timings. */
function fcpPath(fcpMs: number, timings: Iterable<[SimNode, SimTiming]>): FcpPath {
  let documentEnd = 0;
  let jsStart = Number.POSITIVE_INFINITY;
  let jsEnd = 0;
  for (const [node, timing] of timings) {
    if (node.type !== 'network') continue;
    if (node.isMainDocument?.()) documentEnd = Math.max(documentEnd, timing.endTime);
    else if (node.request?.resourceType === 'Script') {
      jsStart = Math.min(jsStart, timing.startTime);
      jsEnd = Math.max(jsEnd, timing.endTime);
    }
  }
  if (!Number.isFinite(jsStart)) jsStart = jsEnd = documentEnd;
  return {
    fcpMs,
    documentMs: documentEnd,
    setupMs: Math.max(0, jsStart - documentEnd),
    jsWireMs: jsEnd - jsStart,
    afterMs: Math.max(0, fcpMs - jsEnd),
  };
}

/** Lantern's FCP of a run saved with `--save-assets` (`<base>-0.trace.json`, `<base>-0.devtoolslog.json`). */
export async function fcpPathOfRun(reportFile: string): Promise<FcpPath> {
  const base = reportFile.replace(/\.json$/, '');
  const read = async (file: string) => JSON.parse(await fs.readFile(file, 'utf8')) as unknown;
  const report = (await read(reportFile)) as {
    requestedUrl: string;
    mainDocumentUrl?: string;
    finalUrl?: string;
    finalDisplayedUrl: string;
  };
  const lighthouse = 'lighthouse/core';
  const [{ LanternFirstContentfulPaint }, { defaultSettings }] = await Promise.all([
    import(`${lighthouse}/computed/metrics/lantern-first-contentful-paint.js`),
    import(`${lighthouse}/config/constants.js`),
  ]);
  const settings = { ...defaultSettings, formFactor: 'mobile', throttlingMethod: 'simulate' };
  const data = {
    trace: await read(`${base}-0.trace.json`),
    devtoolsLog: await read(`${base}-0.devtoolslog.json`),
    gatherContext: { gatherMode: 'navigation' },
    settings,
    simulator: null,
    URL: {
      requestedUrl: report.requestedUrl,
      mainDocumentUrl: report.mainDocumentUrl ?? report.finalUrl,
      finalDisplayedUrl: report.finalDisplayedUrl,
    },
    SourceMaps: [],
  };
  const result = (await LanternFirstContentfulPaint.request(data, {
    computedCache: new Map(),
    settings,
  })) as {
    timing: number;
    pessimisticEstimate: { nodeTimings: Map<SimNode, SimTiming> };
  };
  return fcpPath(result.timing, result.pessimisticEstimate.nodeTimings);
}
