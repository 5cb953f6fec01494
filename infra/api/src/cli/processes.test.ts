import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const API_ROOT = path.resolve(__dirname, '../..');
const TSX_CLI = require.resolve('tsx/cli');

/** The entry points run as the operator runs them: tsx on the sources, a PGlite data directory. */
describe('API and CLI processes (PGlite data directory)', () => {
  let root: string;
  let env: NodeJS.ProcessEnv;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'portal-api-'));
    const { NODE_OPTIONS: _jestOptions, DATABASE_URL: _postgres, ...rest } = process.env;
    env = {
      ...rest,
      DATA_DIR: path.join(root, 'pglite'),
      API_PORT: '0',
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
    };
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const runCli = (script: string, ...args: string[]) =>
    spawnSync(process.execPath, [TSX_CLI, script, ...args], {
      cwd: API_ROOT,
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('main prints exactly one line, serves seeded data and stops cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, [TSX_CLI, 'src/main.ts'], { cwd: API_ROOT, env });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const deadline = Date.now() + 45_000;
      while (!stdout.includes('\n') && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(stdout).toMatch(/^API listening on http:\/\/127\.0\.0\.1:\d+\n$/);
      expect(existsSync(`${env.DATA_DIR}.lock`)).toBe(true);
      const url = stdout.trim().replace('API listening on ', '');
      const games = (await (await fetch(`${url}/api/public/games`)).json()) as {
        data: { gameCode: string }[];
      };
      expect(games.data.map((game) => game.gameCode)).toContain('ash_echoes');

      // The CLI cannot open the data directory the API holds: it runs the command through the API.
      const throughApi = runCli('src/cli/admin.ts', 'games', 'list');
      expect(throughApi.stderr).toBe('');
      expect(throughApi.stdout).toContain('6 game(s)');
      expect(throughApi.status).toBe(0);
      expect(runCli('src/cli/seed.ts').stderr).toMatch(/is in use by the API \(pid \d+\)/);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(stdout.trim().split('\n')).toHaveLength(1);
    expect(existsSync(`${env.DATA_DIR}.lock`)).toBe(false);
  }, 120_000); // a cold start migrates and seeds every domain: slow on a busy 2-core runner

  it('seed loads the demo data again without duplicating it', () => {
    const result = runCli('src/cli/seed.ts');
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe(
      'Demo data loaded into pglite (games: 6, metadata: 0, news: 0, players: 0, money: 0, profiles: 0, campaigns: 0, puzzles: 0)',
    );
    expect(result.status).toBe(0);
  });

  it('answers --help of the admin and seed CLIs without a database', () => {
    // An unreachable PostgreSQL: any attempt to open the database would fail.
    const noDatabase = { ...env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
    const help = (script: string, ...args: string[]) =>
      spawnSync(process.execPath, [TSX_CLI, script, ...args], {
        cwd: API_ROOT,
        env: noDatabase,
        encoding: 'utf8',
      });
    const admin = help('src/cli/admin.ts', '--help');
    expect(admin.stdout).toMatch(/^Usage: npm run admin -- <command>/);
    expect(admin.status).toBe(0);
    const wallet = help('src/cli/admin.ts', 'wallet', '--help');
    expect(wallet.stdout).toMatch(/^Money commands/);
    expect(wallet.status).toBe(0);
    const seed = help('src/cli/seed.ts', '--help');
    expect(seed.stdout).toMatch(/^Usage: npm run seed/);
    expect(seed.status).toBe(0);
  });

  it('admin lists the games of the data directory', () => {
    const result = runCli('src/cli/admin.ts', 'games', 'list');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('6 game(s)');
  });
});
