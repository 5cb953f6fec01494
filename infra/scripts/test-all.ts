/**
 * `npm test`: every test of the workspace, in the order that fails fastest.
 *   1. formatting (prettier --check), lint and typecheck of every project
 *   2. unit and API tests of every project (jest; the API suite uses PGlite, and PostgreSQL too
 *      when DATABASE_URL is set)
 *   3. production build of the shell and every remote
 *   4. browser tests (Playwright in Debian's Chromium) against the built portal behind the gateway
 *   5. with DATABASE_URL: browser tests on the production topology (two API replicas on PostgreSQL,
 *      remotes from a second origin; infra/e2e/replicas.config.ts)
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const steps: [string, string[]][] = [
  ['format', ['prettier', '--check', '--log-level', 'warn', '.']],
  ['lint', ['nx', 'run-many', '-t', 'lint', '--outputStyle=static']],
  ['typecheck', ['nx', 'run-many', '-t', 'typecheck', '--outputStyle=static']],
  ['unit and API tests', ['nx', 'run-many', '-t', 'test', '--outputStyle=static', '--parallel=2']],
  ['build', ['nx', 'run-many', '-t', 'build', '--outputStyle=static']],
  ['browser tests', ['playwright', 'test', '-c', 'infra/e2e/playwright.config.ts']],
  ...(process.env.DATABASE_URL
    ? [
        ['replica browser tests', ['playwright', 'test', '-c', 'infra/e2e/replicas.config.ts']] as [
          string,
          string[],
        ],
      ]
    : []),
];

// `npm test -- <step>` runs the steps whose name starts with <step> (`npm test -- unit`).
const {
  positionals: [only],
} = parseArgs({ allowPositionals: true });
if (only && !steps.some(([name]) => name.startsWith(only))) {
  console.error(`no step named "${only}…"; steps: ${steps.map(([name]) => name).join(', ')}`);
  process.exit(2);
}
for (const [name, args] of steps) {
  if (only && !name.startsWith(only)) continue;
  const started = Date.now();
  console.log(`\n=== ${name}`);
  const env: NodeJS.ProcessEnv = { ...process.env, NX_DAEMON: 'false' };
  // DATABASE_URL adds a PostgreSQL run of the API suite; the browser tests' portals keep an embedded
  // database each, so that parallel workers never share (and disturb) one database.
  if (name === 'browser tests') delete env.DATABASE_URL;
  // The builds are current by now (step 3, or the browser tests' own setup).
  if (name === 'replica browser tests') env.PORTAL_E2E_SKIP_BUILD = '1';
  const result = spawnSync('npx', args, { stdio: 'inherit', env });
  console.log(
    `=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
