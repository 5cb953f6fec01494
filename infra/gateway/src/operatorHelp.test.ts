import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '../../..');
const TSX_CLI = require.resolve('tsx/cli');

/** The operator's entry points (package.json scripts) and the file each runs. */
const CLIS: [string, string, RegExp][] = [
  ['npm start', 'infra/scripts/start.ts', /^Usage: npm start\n/],
  ['npm run bench', 'infra/scripts/bench.ts', /^Usage: npm run bench/],
  ['npm run build:prod', 'infra/deploy/build/buildProd.ts', /^Usage: npm run build:prod\n/],
  ['the migrate step', 'infra/deploy/migrate.ts', /^Usage: node main.js/],
  ['npm run new:remote', 'infra/scripts/newRemote.ts', /^Usage: npm run new:remote -- mf-campaign-<game>/],
  ['npm run deploy:remote', 'infra/gateway/src/deploy/cli.ts', /^usage: cli.ts deploy <remote>/],
];

describe('every operator CLI answers --help', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'operator-help-'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it.each(CLIS)('%s, without a database, a build or a server', (_name, script, usage) => {
    // Every place the script could write or connect points into an empty folder or a closed port.
    const { NODE_OPTIONS: _jest, ...env } = process.env;
    const result = spawnSync(process.execPath, [TSX_CLI, script, '--help'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      timeout: 60_000,
      env: {
        ...env,
        DATA_DIR: path.join(root, 'pglite'),
        DATABASE_URL: 'postgres://portal@127.0.0.1:9/none',
        DEPLOY_DIR: path.join(root, 'deploy'),
        DIST_PROD_DIR: path.join(root, 'dist'),
        PORT: '9',
      },
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(usage);
    expect(readdirSync(root)).toEqual([]);
  });
});
