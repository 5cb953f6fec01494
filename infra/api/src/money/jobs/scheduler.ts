import type { FastifyBaseLogger } from 'fastify';
import type { DeliveryWorker } from '../delivery/worker';
import type { MoneyConfig } from '../wallet/config';
import { singleProcessJobLock, type JobLock, type LockedRun } from './jobLock';
import type { MoneyJobs } from './moneyJobs';

export interface MoneyScheduler {
  stop(): Promise<void>;
}

/**
 * Periodic jobs of other wings that run with the expiry and VIP jobs, under the same lock (campaign
 * raffle forfeits): each returns how many things it settled, the count the log reports.
 */
export type AlongsideJobs = Record<string, () => Promise<number>>;

/** Job names: the advisory lock keys, shared by every replica. */
export const SCHEDULED_JOBS = { deliveries: 'deliveries', expiryAndVip: 'expiry and VIP' } as const;

/**
 * One tick of each periodic job, each under its job lock: when several API replicas tick at the same
 * moment, one of them does the work and the others skip (`ran: false`).
 */
export function createMoneyJobRunner(
  jobs: MoneyJobs,
  worker: DeliveryWorker,
  lock: JobLock,
  alongside: AlongsideJobs = {},
) {
  return {
    deliveries: () => lock.run(SCHEDULED_JOBS.deliveries, () => worker.runOnce()),
    expiryAndVip: () =>
      lock.run(SCHEDULED_JOBS.expiryAndVip, async () => {
        const settled = {
          expiredOrders: await jobs.expireOrders(),
          expiredLots: await jobs.expireBoundGold(),
          settledVipCycles: await jobs.settleVipCycles(),
        };
        const others: Record<string, number> = {};
        for (const [name, run] of Object.entries(alongside)) others[name] = await run();
        return { ...others, ...settled };
      }),
  };
}

/**
 * The worker loop started with the API: the delivery outbox every DELIVERY_POLL_MS, the expiry and VIP
 * jobs every MONEY_JOBS_INTERVAL_SECONDS. A loop waits for its run to end before scheduling the next,
 * so runs never overlap within a process; across replicas the job lock (PostgreSQL advisory lock, see
 * jobLock.ts) keeps one run at a time. stop() waits for the runs in flight.
 */
export function startMoneyScheduler(
  jobs: MoneyJobs,
  worker: DeliveryWorker,
  config: MoneyConfig['worker'],
  log: FastifyBaseLogger,
  lock: JobLock = singleProcessJobLock,
  alongside: AlongsideJobs = {},
): MoneyScheduler {
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  const runner = createMoneyJobRunner(jobs, worker, lock, alongside);

  const loop = (name: string, everyMs: number, run: () => Promise<LockedRun<object>>) => {
    const tick = () => {
      const running = run()
        .then((outcome) => {
          if (outcome.ran && Object.values(outcome.result).some((value) => value !== 0)) {
            log.info({ job: name, result: outcome.result }, 'money job ran');
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

  loop(SCHEDULED_JOBS.deliveries, config.deliveryPollMs, runner.deliveries);
  loop(SCHEDULED_JOBS.expiryAndVip, config.jobsIntervalSeconds * 1000, runner.expiryAndVip);

  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(inFlight);
    },
  };
}
