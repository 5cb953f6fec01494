import Fastify from 'fastify';
import { telemetryRoutes } from '@portal/contracts';
import { promoteRemote, publishRemote } from '../deploy/deployRemote';
import { readDeployRegistry } from '../registry/deployRegistry';
import { LiveRegistry } from '../registry/liveRegistry';
import { newReleaseId } from '../registry/releaseChannel';
import {
  deployFixture,
  fakeRemoteBuilder,
  gatewayConfig,
  removeTempDirs,
  shellRoutesDir,
} from '../testing/fixtures';
import { CanaryWatch, judgeCanary } from './canaryWatch';

afterAll(removeTempDirs);

const policy = { checkEveryMs: 1000, windowMs: 60_000, minLoads: 10, threshold: 0.2 };

describe('judgeCanary', () => {
  it('rolls back only with enough loads and a failure rate above live by more than the threshold', () => {
    const live = { version: 'a', loads: 100, failures: 1 };
    expect(judgeCanary('mf-help', { version: 'b', loads: 20, failures: 10 }, live, policy).rollBack).toBe(
      true,
    );
    expect(judgeCanary('mf-help', { version: 'b', loads: 5, failures: 5 }, live, policy).rollBack).toBe(
      false,
    );
    expect(judgeCanary('mf-help', { version: 'b', loads: 20, failures: 2 }, live, policy).rollBack).toBe(
      false,
    );
    expect(judgeCanary('mf-help', { version: 'b', loads: 20, failures: 10 }, live, policy).reason).toBe(
      'failure rate 50.0 % (10 of 20 loads) against 1.0 % for live a (1 of 100); threshold 20.0 %',
    );
  });
});

describe('CanaryWatch', () => {
  /** The API's summary route, answering what browsers reported (set by each test). */
  async function telemetryApi(failures: () => { app: string; version: string; count: number }[]) {
    const api = Fastify();
    api.get(telemetryRoutes.remoteErrorSummary, async (request) => ({
      success: true,
      data: { since: (request.query as { since: string }).since, failures: failures() },
    }));
    await api.listen({ host: '127.0.0.1', port: 0 });
    const address = api.server.address();
    return { api, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
  }

  async function runningCanary() {
    const config = gatewayConfig();
    const live = await deployFixture(config.deployDir, 'mf-help');
    const common = { app: 'mf-help', deployDir: config.deployDir, shellDir: config.shellDir };
    const canary = await publishRemote({ ...common, buildCommand: fakeRemoteBuilder() });
    await promoteRemote({ ...common, version: canary.version, percent: 50 });
    const registry = new LiveRegistry(config.deployDir, {}, () => undefined, config.shellDir);
    return { config, live, canary, registry };
  }

  /** Forty browsers boot the portal once each. */
  async function fortyPageLoads(registry: LiveRegistry, watch: CanaryWatch) {
    for (let browser = 0; browser < 40; browser += 1)
      watch.countLoads(await registry.forBrowser({ releaseId: newReleaseId(), previews: new Map() }));
  }

  it('rolls a failing canary back by itself, says why, and records it in the release history', async () => {
    const { config, live, canary, registry } = await runningCanary();
    const { api, url } = await telemetryApi(() => [{ app: 'mf-help', version: canary.version, count: 15 }]);
    const logs: string[] = [];
    const watch = new CanaryWatch({
      registry,
      deployDir: config.deployDir,
      shellDir: shellRoutesDir(),
      policy,
      apiUrl: () => url,
      log: (level, message) => logs.push(`${level} ${message}`),
    });
    await fortyPageLoads(registry, watch);

    const started = Date.now();
    const [verdict] = await watch.check();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(verdict?.rollBack).toBe(true);
    const deployed = await readDeployRegistry(config.deployDir);
    expect(deployed.remotes['mf-help']?.canary).toBeUndefined();
    expect(deployed.remotes['mf-help']?.current).toBe(live.version);
    expect(deployed.events?.at(-1)).toMatchObject({
      app: 'mf-help',
      version: canary.version,
      action: 'rolled back automatically',
      by: 'gateway',
      percent: 50,
      reason: expect.stringMatching(/^failure rate \d+\.\d % \(15 of \d+ loads\)/),
    });
    expect(logs).toEqual([
      expect.stringMatching(
        `^error canary mf-help ${canary.version} rolled back automatically: failure rate`,
      ),
    ]);
    await api.close();
  });

  it('leaves a canary that fails no more than live', async () => {
    const { config, live, canary, registry } = await runningCanary();
    const { api, url } = await telemetryApi(() => [
      { app: 'mf-help', version: canary.version, count: 1 },
      { app: 'mf-help', version: live.version, count: 1 },
    ]);
    const watch = new CanaryWatch({
      registry,
      deployDir: config.deployDir,
      shellDir: shellRoutesDir(),
      policy,
      apiUrl: () => url,
      log: () => undefined,
    });
    await fortyPageLoads(registry, watch);
    expect((await watch.check())[0]?.rollBack).toBe(false);
    expect((await readDeployRegistry(config.deployDir)).remotes['mf-help']?.canary?.version).toBe(
      canary.version,
    );
    await api.close();
  });
});
