/**
 * `npm start`: builds what is missing (shell, remotes without a live version), then runs the API
 * and the gateway at http://127.0.0.1:8080 (PORT; the API on API_PORT or PORT+1).
 */
import { spawn } from 'node:child_process';
import { startStudioDemo } from '../../packages/embed-sdk/demo/studioSite';
import { startPortal } from './portal';

/**
 * The demo studio site (packages/embed-sdk/README.md "Try it") on its own origin, put on the studio
 * allowlist through the admin CLI (it reaches the running API's admin routes).
 */
async function startDemoStudio(portalUrl: string) {
  const studio = await startStudioDemo({ portalUrl, port: Number(process.env.STUDIO_DEMO_PORT ?? 8090) });
  const allow = spawn('npm', ['run', '--silent', 'admin', '--', 'studios', 'add', studio.url], {
    cwd: `${__dirname}/../..`,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  allow.on('exit', (code) => {
    if (code !== 0)
      console.error(`Could not allow ${studio.url}: npm run admin -- studios add ${studio.url}`);
  });
  return studio;
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
