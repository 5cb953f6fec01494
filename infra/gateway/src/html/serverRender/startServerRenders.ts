import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../../config';
import type { GatewayMetrics } from '../../observability/metrics';
import type { LiveRegistry, RegistrySnapshot } from '../../registry/liveRegistry';
import { ServerRenders, type RenderTarget } from './serverRenders';

/** The live versions' server renders of a registry snapshot. */
const renderTargets = (snapshot: RegistrySnapshot): RenderTarget[] =>
  snapshot.remotes.flatMap((remote) =>
    remote.serverRender ? [{ app: remote.app, version: remote.version, ...remote.serverRender }] : [],
  );

/**
 * The gateway's server renders (undefined with SERVER_RENDER=off): each failure logged and counted,
 * the live versions' threads started at start-up and after each deploy, all ended on close.
 */
export function startServerRenders(
  app: FastifyInstance,
  { config, registry, metrics }: { config: GatewayConfig; registry: LiveRegistry; metrics: GatewayMetrics },
): ServerRenders | undefined {
  if (!config.serverRender) return undefined;
  const renders = new ServerRenders({
    ...config.serverRender,
    // A render still running after 5 s is stuck (its API reads stop at half the budget): its thread
    // is ended. A first render on a busy machine may take a second or two, and is not cut off.
    hangMs: Math.max(5000, config.serverRender.budgetMs * 20),
    idleMs: 60_000,
    // A page asked for now and then still gets its last first view while a new thread starts.
    staleMs: 10 * 60_000,
    apiOrigin: config.apiUrl,
    onFailure: (target, reason, error) => {
      // A render file's other function is named with it: `shell.renderChrome`.
      const remote = target.entry ? `${target.app}.${target.entry}` : target.app;
      metrics.serverRenderFallbacks.inc({ remote, reason });
      app.log.warn(
        { err: error, remote, version: target.version, reason },
        'server render failed; the document is sent for the browser to render',
      );
    },
  });
  registry.onSwap((_, next) => renders.warm(renderTargets(next)));
  app.addHook('onReady', async () => renders.warm(renderTargets(await registry.current())));
  app.addHook('onClose', async () => renders.close());
  return renders;
}
