/**
 * `npm start`: builds what is missing (shell, remotes without a live version), then runs the API
 * and the gateway at http://127.0.0.1:8080 (PORT; the API on API_PORT or PORT+1). The address is
 * printed once the gateway's `/ready` sees the API answer. SIGINT, SIGTERM or SIGHUP to any process of
 * it (npm, its shell, this one, the API) stops all of them: npm passes the signal to its shell, whose
 * end this process notices (its parent changes), and the API ends when this process's pipe closes.
 */
import { spawn } from 'node:child_process';
import { startStudioDemo } from '../../packages/embed-sdk/demo/studioSite';
import { startPortal } from './portal';
import { answerHelp } from './usage';

answerHelp(`Usage: npm start
Builds what is missing (the shell; a first live version of each remote), then starts the API and the
gateway and prints the portal's address once /api answers through the gateway. Ctrl-C stops all.

Environment:
  PORT               the gateway's port (default 8080; the next free one is used when taken)
  API_PORT           the API's port (default PORT+1)
  DATA_DIR           the embedded database's folder (default .data/pglite)
  DATABASE_URL       PostgreSQL instead of the embedded database
  DEPLOY_DIR         the deploy registry and remotes (default .deploy)
  STUDIO_DEMO_PORT   the demo studio site (default 8090; not in production)
  NODE_ENV           production: no dev mail, no demo studio
  LOG_LEVEL          the services' log level (pino: trace … fatal, silent)`);

const PARENT_CHECK_MS = 250;

/**
 * The demo studio site (packages/embed-sdk/README.md "Try it") on its own origin, put on the studio
 * allowlist through the admin CLI (it reaches the running API's admin routes).
 */
async function startDemoStudio(portalUrl: string) {
  const studio = await startStudioDemo({ portalUrl, port: Number(process.env.STUDIO_DEMO_PORT ?? 8090) });
  // A process group of its own, so a stop of the portal while it still runs ends all of it.
  const allow = spawn('npm', ['run', '--silent', 'admin', '--', 'studios', 'add', studio.url], {
    cwd: `${__dirname}/../..`,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  let allowed = false;
  allow.on('exit', (code, signal) => {
    allowed = true;
    if (code !== 0 && !signal)
      console.error(`Could not allow ${studio.url}: npm run admin -- studios add ${studio.url}`);
  });
  const close = async () => {
    if (!allowed && allow.pid) {
      try {
        process.kill(-allow.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
    await studio.close();
  };
  return { url: studio.url, close };
}

async function main() {
  const portal = await startPortal();
  console.log(`Gateway listening on ${portal.url}`);
  console.log(`Portal:   ${portal.url}/`);
  console.log(`API:      ${portal.url}/api (direct: ${portal.apiUrl})`);
  if (process.env.NODE_ENV !== 'production') console.log(`Dev mail: ${portal.url}/dev/mail`);
  const studio = process.env.NODE_ENV !== 'production' ? await startDemoStudio(portal.url) : null;
  if (studio) console.log(`Studio:   ${studio.url}/ (a demo studio site embedding every widget)`);

  let stopping = false;
  const shutdown = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    Promise.all([studio?.close(), portal.stop()]).then(
      () => process.exit(exitCode),
      (error: unknown) => {
        console.error('The portal did not stop cleanly:', error);
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => shutdown(0));
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid === parent) return;
    console.error('The process that started the portal is gone; stopping the portal.');
    shutdown(0);
  }, PARENT_CHECK_MS).unref();
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
