/**
 * The CDN's stand-in as a process of its own (infra/gateway/src/assetOrigin):
 *   tsx infra/scripts/topology/assetOrigin.ts <dir> [--port N] [--host 127.0.0.1]
 * prints `asset origin listening on <url>` once ready; with ASSET_ORIGIN_EXIT_WITH_STDIN it ends
 * when its parent's pipe closes.
 */
import { parseArgs } from 'node:util';
import { buildAssetOrigin } from '../../gateway/src/assetOrigin/assetOrigin';

if (require.main === module) {
  const { positionals, values } = parseArgs({
    options: { port: { type: 'string', default: '0' }, host: { type: 'string', default: '127.0.0.1' } },
    allowPositionals: true,
  });
  const dir = positionals[0];
  if (!dir) {
    console.error('usage: assetOrigin.ts <dir> [--port N] [--host 127.0.0.1]');
    process.exit(2);
  }
  buildAssetOrigin(dir)
    .then((app) => app.listen({ port: Number(values.port), host: values.host }))
    .then((url) => console.log(`asset origin listening on ${url}`))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  // Started by a test or the topology with a stdin pipe: its end means the parent is gone.
  if (process.env.ASSET_ORIGIN_EXIT_WITH_STDIN) process.stdin.on('end', () => process.exit(0)).resume();
}
