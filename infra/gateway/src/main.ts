/** Runs the gateway alone: `npm start -w @portal/gateway` (env: see README). */
import { gatewayConfigFromEnv } from './config';
import { buildGateway } from './server';

async function main() {
  const config = gatewayConfigFromEnv();
  const app = buildGateway(config);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Gateway listening on http://${config.host}:${port}`);
  const stop = (signal: NodeJS.Signals) => {
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Gateway did not stop cleanly after ${signal}:`, error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
