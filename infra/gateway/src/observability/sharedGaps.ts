import type { DeployRegistry } from '@portal/routes/registry';
import type { FastifyBaseLogger } from 'fastify';
import { liveSharedGaps } from '../deploy/sharedFit';
import { readRoutesManifest } from '../registry/deployRegistry';
import type { GatewayMetrics } from './metrics';

/**
 * Watches what the deploy gate cannot: this gateway's shell against the remotes already live. Each
 * registry read sets `gateway_remote_shared_gaps` and logs the gaps once, so an operator who rolled
 * out a shell that dropped an export a live remote calls sees which remote to redeploy.
 */
export function watchSharedGaps(
  shellDir: string,
  metrics: GatewayMetrics,
  log: FastifyBaseLogger,
): (registry: DeployRegistry) => Promise<void> {
  // A shell build without a routes.json (or one made before builds recorded exports) is not compared.
  const shell = readRoutesManifest(shellDir, 'the shell build').then(
    (manifest) => ({ who: 'this shell', shared: manifest.shared }),
    () => null,
  );
  return async (registry) => {
    const participant = await shell;
    if (!participant?.shared) return;
    const gaps = liveSharedGaps(participant, registry);
    metrics.sharedGaps.set(gaps.length);
    if (gaps.length > 0)
      log.error(
        { gaps },
        `live remotes call shared exports this shell lacks; redeploy them:\n  ${gaps.join('\n  ')}`,
      );
  };
}
