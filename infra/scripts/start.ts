/**
 * `npm start`: builds what is missing (shell, remotes without a live version), then runs the API
 * and the gateway at http://127.0.0.1:8080 (PORT; the API on API_PORT or PORT+1).
 */
import { startPortal } from './portal';

async function main() {
  const portal = await startPortal();
  console.log(`Gateway listening on ${portal.url}`);
  console.log(`Portal:   ${portal.url}/`);
  console.log(`API:      ${portal.url}/api (direct: ${portal.apiUrl})`);
  if (process.env.NODE_ENV !== 'production') console.log(`Dev mail: ${portal.url}/dev/mail`);

  let stopping = false;
  const shutdown = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    portal.stop().then(
      () => process.exit(exitCode),
      (error: unknown) => {
        console.error('The portal did not stop cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown(0));
  process.once('SIGTERM', () => shutdown(0));
  void portal.apiExited.then(({ code, signal }) => {
    if (stopping) return;
    console.error(`The API stopped (${signal ?? `exit code ${code}`}); stopping the portal.`);
    shutdown(code || 1);
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
