/**
 * Campaign API bench, called by `npm run bench`: requests per second of the total
 * pre-registration counter (GET /api/public/campaigns/ash_echoes/counter), which every landing view
 * reads. The real API over HTTP on 127.0.0.1 on in-process PGlite with the demo data; the answer is
 * cached COUNTER_CACHE_SECONDS per process, so this measures the cached path plus one refresh.
 * BENCH_CAMPAIGN_REQUESTS (default 2000) requests, BENCH_CAMPAIGN_CONCURRENCY (default 32) at a time.
 */
import { campaignApiRoutes } from '@portal/contracts';
import { buildApi } from '../../api/src/app';
import { loadConfig } from '../../api/src/config';
import { IN_MEMORY, openDatabase } from '../../api/src/db/database';
import { migrateToLatest, seedDemoData } from '../../api/src/domains';
import type { BenchTable } from './money';

const REQUESTS = Number(process.env.BENCH_CAMPAIGN_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CAMPAIGN_CONCURRENCY ?? 32);

export async function benchCampaignApi(): Promise<BenchTable> {
  const { db } = await openDatabase({ dataDir: IN_MEMORY });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: IN_MEMORY,
    MONEY_WORKER: '0',
  });
  const app = await buildApi({ db, config });
  try {
    await migrateToLatest(db);
    await seedDemoData(db);
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${base}${campaignApiRoutes.counter('ash_echoes')}`;
    let next = 0;
    let failures = 0;
    const started = performance.now();
    const worker = async () => {
      while (next < REQUESTS) {
        next++;
        const response = await fetch(url);
        await response.arrayBuffer();
        if (!response.ok) failures++;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const perSecond = REQUESTS / ((performance.now() - started) / 1000);
    return {
      title: 'Campaign API (PGlite, HTTP on 127.0.0.1)',
      headers: ['Measure', 'Requests', 'Concurrency', 'Requests/s', 'Failures'],
      rows: [
        [
          'GET counter (cached 10 s)',
          String(REQUESTS),
          String(CONCURRENCY),
          perSecond.toFixed(0),
          String(failures),
        ],
      ],
    };
  } finally {
    await app.close();
    await db.destroy();
  }
}

if (require.main === module) {
  void benchCampaignApi().then((table) => console.table(table.rows));
}
