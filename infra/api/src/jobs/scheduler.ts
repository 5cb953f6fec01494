import type { FastifyBaseLogger } from 'fastify';
import type { DeliveryWorker } from '../delivery/worker';
import type { MoneyConfig } from '../wallet/config';
import type { MoneyJobs } from './moneyJobs';

export interface MoneyScheduler {
  stop(): Promise<void>;
}

/**
 * The worker loop started with the API: the delivery outbox every DELIVERY_POLL_MS, the expiry and VIP
 * jobs every MONEY_JOBS_INTERVAL_SECONDS. A loop waits for its run to end before scheduling the next,
 * so runs never overlap; stop() waits for the runs in flight.
 */
export function startMoneyScheduler(
  jobs: MoneyJobs,
  worker: DeliveryWorker,
  config: MoneyConfig['worker'],
  log: FastifyBaseLogger,
): MoneyScheduler {
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();

  const loop = (name: string, everyMs: number, run: () => Promise<unknown>) => {
    const tick = () => {
      const running = run()
        .then((result) => {
          if (result && typeof result === 'object' && Object.values(result).some((value) => value !== 0)) {
            log.info({ job: name, result }, 'money job ran');
          }
        })
        .catch((error: unknown) => log.error({ err: error, job: name }, 'money job failed'))
        .finally(() => {
          inFlight.delete(running);
          if (!stopped) schedule();
        });
      inFlight.add(running);
    };
    const schedule = () => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        tick();
      }, everyMs);
      timer.unref();
      timers.add(timer);
    };
    schedule();
  };

  loop('deliveries', config.deliveryPollMs, () => worker.runOnce());
  loop('expiry and VIP', config.jobsIntervalSeconds * 1000, async () => ({
    expiredOrders: await jobs.expireOrders(),
    expiredLots: await jobs.expireBoundGold(),
    settledVipCycles: await jobs.settleVipCycles(),
    forfeitedRaffleWinners: await jobs.forfeitRaffleWinners(),
  }));

  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(inFlight);
    },
  };
}
