import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { CurrentAccountReader } from '../auth';
import type { ApiConfig } from '../config';
import { readCurrentAccount } from './account/currentAccount';
import { createCouponService } from './coupons/service';
import { registerCouponRoutes } from './coupons/routes';
import type { Database } from '../db/database';
import type { DeliveryAdapters } from './delivery/adapter';
import { createDeliveryAdapters } from './delivery/registry';
import { createDeliveryWorker } from './delivery/worker';
import { registerGachaRoutes } from './gacha/routes';
import { createGachaService } from './gacha/service';
import { createMoneyJobs } from './jobs/moneyJobs';
import { jobLockFor } from './jobs/jobLock';
import { startMoneyScheduler, type AlongsideJobs, type MoneyScheduler } from './jobs/scheduler';
import type { PaymentProvider } from './payments/provider';
import { registerPaymentRoutes } from './payments/routes';
import { createSandboxProvider } from './payments/sandbox';
import { registerTopupRoutes } from './topup/routes';
import { createProxyTrust } from '../http/trustProxy';
import { resolveAccessTrace, type AccessTraceHeaders } from '../trace/service';
import { createTopupService } from './topup/service';
import { registerTransferRoutes } from './transfer/routes';
import { createTransferService } from './transfer/service';
import { registerVipRoutes } from './vip/routes';
import type { MoneyConfig } from './wallet/config';
import { registerWalletRoutes } from './wallet/routes';
import { createWalletService } from './wallet/service';

export interface MoneyOptions {
  db: Kysely<Database>;
  config: MoneyConfig;
  clock?: () => Date;
  /** Replaces the adapters built from the configuration (tests). */
  adapters?: DeliveryAdapters;
  /** Uniform integer in [0, max) for the gacha (crypto.randomInt by default). */
  random?: (max: number) => number;
}

/** Every money service, wired once: the API, the CLI, the seeder, the tests and the bench use this. */
export function createMoneyServices({
  db,
  config,
  clock = () => new Date(),
  adapters,
  random,
}: MoneyOptions) {
  const sandbox = config.payments.sandboxEnabled
    ? createSandboxProvider(config.payments.sandboxSecret, config.payments.webhookToleranceSeconds)
    : null;
  const providers: PaymentProvider[] = sandbox ? [sandbox] : [];
  const deliveryAdapters = adapters ?? createDeliveryAdapters(config.delivery, clock);
  const topup = createTopupService({ db, config, clock, provider: providers[0] ?? null });
  const transfers = createTransferService({ db, config, clock, adapters: deliveryAdapters });
  const worker = createDeliveryWorker({
    db,
    config: config.delivery,
    clock,
    adapters: deliveryAdapters,
    transfers,
  });
  return {
    config,
    clock,
    sandbox,
    providers,
    topup,
    transfers,
    worker,
    wallet: createWalletService({ db, clock, topup }),
    gacha: createGachaService({ db, config, clock, random }),
    coupons: createCouponService(db, clock),
    jobs: createMoneyJobs({ db, config, clock, topup, worker }),
  };
}
export type MoneyServices = ReturnType<typeof createMoneyServices>;

/**
 * Where the current-user answer (/me) reads the player with totals and VIP progress, in one
 * statement: `registerAccounts(…, moneyAccountSummary(db, config.money))`.
 */
export function moneyAccountSummary(db: Kysely<Database>, config: MoneyConfig): CurrentAccountReader {
  return readCurrentAccount(db, config.vip);
}

/**
 * Wallet, top-up and payments, transfer, VIP, gacha and coupons: one line in app.ts, after
 * registerAccounts. The delivery worker and the periodic jobs start when the API listens (not under
 * inject in tests) and stop with it; MONEY_WORKER=0 leaves them to the CLI. Other wings' periodic jobs
 * (`alongside`) run with the expiry job, so money never imports them.
 */
export function registerMoney(
  app: FastifyInstance,
  db: Kysely<Database>,
  config: ApiConfig,
  alongside: AlongsideJobs = {},
): MoneyServices {
  const money = createMoneyServices({ db, config: config.money });
  registerWalletRoutes(app, { wallet: money.wallet, db, webview: config.money.webview, clock: money.clock });
  const proxyTrust = createProxyTrust(config.trustProxyHops, config.trustedProxies);
  registerTopupRoutes(app, money.topup, {
    regionOf: (request) =>
      resolveAccessTrace(request.headers as AccessTraceHeaders, {
        defaultRegion: config.defaultRegion,
        trustEdgeCountry: proxyTrust !== false && proxyTrust(request.socket.remoteAddress ?? '', 0),
      }).regionCode,
  });
  registerPaymentRoutes(app, {
    topup: money.topup,
    providers: money.providers,
    sandbox: money.sandbox,
    clock: money.clock,
  });
  registerTransferRoutes(app, money.transfers);
  registerVipRoutes(app, db, config.money.vip);
  registerGachaRoutes(app, money.gacha);
  registerCouponRoutes(app, money.coupons);

  let scheduler: MoneyScheduler | null = null;
  if (config.money.worker.enabled) {
    app.addHook('onListen', async () => {
      scheduler = startMoneyScheduler(
        money.jobs,
        money.worker,
        config.money.worker,
        app.log,
        jobLockFor(db, config),
        alongside,
      );
    });
    app.addHook('onClose', async () => {
      await scheduler?.stop();
    });
  }
  return money;
}

// The operator's doors (the admin CLI) and what campaigns build on (coupons, the weighted pick).
export { issueCoupon, toCoupon } from './coupons/service';
export { pickWeighted } from './gacha/picker';
export { findLedgerMismatches } from './ledger/invariants';
export { InsufficientBalanceError } from './ledger/ledger';
export { createLedgerRepository } from './ledger/repository';
export { readVipProgress } from './vip/progress';
export { adjustBalance } from './wallet/adjustments';
export { withWallet } from './wallet/session';
