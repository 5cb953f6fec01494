/**
 * While a canary runs, compares its failure rate with the live version's and rolls it back by
 * itself when the canary is worse by more than the threshold. Loads are the registries this gateway
 * served per version (one per page boot); failures are what browsers reported to the API
 * (`GET /api/public/telemetry/remote-errors/summary`), over the same window.
 */
import { RemoteErrorSummarySchema, telemetryRoutes, type RemoteErrorSummary } from '@portal/contracts';
import * as v from 'valibot';
import type { Canary } from '@portal/routes/registry';
import type { RemoteApp } from '../config';
import { rollbackRemote } from '../deploy/deployRemote';
import type { LiveRegistry, RegistrySnapshot } from '../registry/liveRegistry';

export interface CanaryPolicy {
  /** CANARY_CHECK_MS: how often running canaries are judged (default 15 s). */
  checkEveryMs: number;
  /** CANARY_WINDOW_MS: the recent stretch judged (default 10 min, never before the canary began). */
  windowMs: number;
  /** CANARY_MIN_LOADS: canary page loads needed before judging (default 20). */
  minLoads: number;
  /** CANARY_FAILURE_THRESHOLD: how much higher (0–1, default 0.05 = 5 points) the canary's failure rate may be. */
  threshold: number;
}

export const DEFAULT_CANARY_POLICY: CanaryPolicy = {
  checkEveryMs: 15_000,
  windowMs: 10 * 60_000,
  minLoads: 20,
  threshold: 0.05,
};

export interface CanaryVerdict {
  app: RemoteApp;
  canary: { version: string; loads: number; failures: number; rate: number };
  live: { version: string; loads: number; failures: number; rate: number };
  rollBack: boolean;
  reason: string;
}

const rateOf = (failures: number, loads: number) => (loads === 0 ? 0 : Math.min(1, failures / loads));
const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/** The decision alone (pure): enough canary loads, and a failure rate above live's by more than the threshold. */
export function judgeCanary(
  app: RemoteApp,
  canary: { version: string; loads: number; failures: number },
  live: { version: string; loads: number; failures: number },
  policy: Pick<CanaryPolicy, 'minLoads' | 'threshold'>,
): CanaryVerdict {
  const canaryRate = rateOf(canary.failures, canary.loads);
  const liveRate = rateOf(live.failures, live.loads);
  const rollBack = canary.loads >= policy.minLoads && canaryRate - liveRate > policy.threshold;
  return {
    app,
    canary: { ...canary, rate: canaryRate },
    live: { ...live, rate: liveRate },
    rollBack,
    reason:
      `failure rate ${percent(canaryRate)} (${canary.failures} of ${canary.loads} loads) against ` +
      `${percent(liveRate)} for live ${live.version} (${live.failures} of ${live.loads}); threshold ${percent(policy.threshold)}`,
  };
}

/** Page loads per remote version, kept by the minute for the window. */
export class LoadCounter {
  private minutes = new Map<string, Map<number, number>>();

  count(app: RemoteApp, version: string, at = Date.now()): void {
    const key = `${app}@${version}`;
    const perMinute = this.minutes.get(key) ?? new Map<number, number>();
    const minute = Math.floor(at / 60_000);
    perMinute.set(minute, (perMinute.get(minute) ?? 0) + 1);
    this.minutes.set(key, perMinute);
  }

  /** Loads since `since` (whole minutes: the minute `since` falls in counts). */
  since(app: RemoteApp, version: string, since: number): number {
    const first = Math.floor(since / 60_000);
    let total = 0;
    for (const [minute, count] of this.minutes.get(`${app}@${version}`) ?? [])
      if (minute >= first) total += count;
    return total;
  }

  forget(before: number): void {
    const first = Math.floor(before / 60_000);
    for (const perMinute of this.minutes.values())
      for (const minute of perMinute.keys()) if (minute < first) perMinute.delete(minute);
  }
}

export interface CanaryWatchOptions {
  registry: LiveRegistry;
  deployDir: string;
  shellDir: string;
  policy: CanaryPolicy;
  /** The API's base URL now (a healthy replica). */
  apiUrl: () => string;
  log: (level: 'info' | 'warn' | 'error', message: string) => void;
  fetchImpl?: typeof fetch;
}

export class CanaryWatch {
  readonly loads = new LoadCounter();
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<CanaryVerdict[]> | undefined;

  constructor(private readonly options: CanaryWatchOptions) {}

  /** One registry served to a browser: a load of each version it names whose remote runs a canary. */
  countLoads(snapshot: RegistrySnapshot): void {
    for (const remote of snapshot.remotes) {
      if (snapshot.deployed.remotes[remote.app]?.canary) this.loads.count(remote.app, remote.version);
    }
  }

  start(): void {
    this.timer ??= setInterval(() => void this.check(), this.options.policy.checkEveryMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Judges every running canary once (concurrent calls share one check). */
  check(): Promise<CanaryVerdict[]> {
    this.checking ??= this.checkNow()
      .catch((error: unknown) => {
        this.options.log(
          'warn',
          `canary check failed: ${error instanceof Error ? error.message : String(error)}`,
        );
        return [];
      })
      .finally(() => {
        this.checking = undefined;
      });
    return this.checking;
  }

  private async checkNow(): Promise<CanaryVerdict[]> {
    const { registry, policy } = this.options;
    const snapshot = await registry.current();
    const canaries = Object.entries(snapshot.deployed.remotes).flatMap(([app, deployment]) =>
      deployment.canary ? [{ app, live: deployment.current, canary: deployment.canary }] : [],
    );
    const now = Date.now();
    this.loads.forget(now - policy.windowMs - 60_000);
    if (canaries.length === 0) return [];
    const windowStart = (canary: Canary) => Math.max(Date.parse(canary.since), now - policy.windowMs);
    const earliest = Math.min(...canaries.map(({ canary }) => windowStart(canary)));
    const summary = await this.failuresSince(new Date(earliest));
    const verdicts: CanaryVerdict[] = [];
    for (const { app, live, canary } of canaries) {
      const since = windowStart(canary);
      const failures = (version: string) =>
        summary.failures.find((row) => row.app === app && row.version === version)?.count ?? 0;
      const verdict = judgeCanary(
        app,
        {
          version: canary.version,
          loads: this.loads.since(app, canary.version, since),
          failures: failures(canary.version),
        },
        { version: live, loads: this.loads.since(app, live, since), failures: failures(live) },
        policy,
      );
      verdicts.push(verdict);
      if (verdict.rollBack) await this.rollBack(app, canary.version, verdict.reason);
    }
    return verdicts;
  }

  private async failuresSince(since: Date): Promise<RemoteErrorSummary> {
    const url = new URL(telemetryRoutes.remoteErrorSummary, this.options.apiUrl());
    url.searchParams.set('since', since.toISOString());
    const response = await (this.options.fetchImpl ?? fetch)(url, { signal: AbortSignal.timeout(2_000) });
    if (!response.ok) throw new Error(`the API answered ${response.status} to ${url.pathname}`);
    const body = (await response.json()) as { data?: unknown };
    return v.parse(RemoteErrorSummarySchema, body.data);
  }

  private async rollBack(app: RemoteApp, version: string, reason: string): Promise<void> {
    const { deployDir, shellDir, log } = this.options;
    try {
      await rollbackRemote({
        app,
        deployDir,
        shellDir,
        by: 'gateway',
        automatic: reason,
        onlyCanary: version,
      });
      log('error', `canary ${app} ${version} rolled back automatically: ${reason}`);
    } catch (error) {
      log(
        'error',
        `canary ${app} ${version} should be rolled back (${reason}) but: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}

/** CANARY_CHECK_MS, CANARY_WINDOW_MS, CANARY_MIN_LOADS, CANARY_FAILURE_THRESHOLD over the defaults. */
export function canaryPolicyFromEnv(env: NodeJS.ProcessEnv): CanaryPolicy {
  const number = (name: string, fallback: number, valid: (value: number) => boolean) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || !valid(value)) throw new Error(`${name}: "${raw}" is out of range`);
    return value;
  };
  return {
    checkEveryMs: number('CANARY_CHECK_MS', DEFAULT_CANARY_POLICY.checkEveryMs, (value) => value >= 100),
    windowMs: number('CANARY_WINDOW_MS', DEFAULT_CANARY_POLICY.windowMs, (value) => value >= 1000),
    minLoads: number(
      'CANARY_MIN_LOADS',
      DEFAULT_CANARY_POLICY.minLoads,
      (value) => Number.isInteger(value) && value >= 1,
    ),
    threshold: number(
      'CANARY_FAILURE_THRESHOLD',
      DEFAULT_CANARY_POLICY.threshold,
      (value) => value >= 0 && value < 1,
    ),
  };
}
