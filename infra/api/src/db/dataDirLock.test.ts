import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lockDataDir } from './dataDirLock';

/** A process that takes the lock, says so, and holds it until it is killed. */
function holdInChild(dataDir: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `require(${JSON.stringify(path.join(__dirname, 'dataDirLock.ts'))}).lockDataDir(${JSON.stringify(dataDir)}, 'the API').then(() => { console.log('held'); setInterval(() => {}, 1000); })`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const held = new Promise<void>((resolve, reject) => {
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => chunk.includes('held') && resolve());
    void exited.then(() => reject(new Error('the holder exited before taking the lock')));
  });
  return { child, held, exited };
}

describe('PGlite data directory lock', () => {
  let root: string;
  let dataDir: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'portal-lock-'));
    dataDir = path.join(root, 'pglite');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes <dataDir>.lock with our pid and removes it on release', async () => {
    const lock = await lockDataDir(dataDir, 'the API');
    expect(JSON.parse(readFileSync(`${dataDir}.lock`, 'utf8'))).toEqual({
      pid: process.pid,
      holder: 'the API',
    });
    lock.release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    (await lockDataDir(dataDir, 'the API')).release();
  });

  it('refuses while another live process holds it, naming the holder', async () => {
    const holder = holdInChild(dataDir);
    try {
      await holder.held;
      await expect(lockDataDir(dataDir, 'the admin CLI')).rejects.toThrow(
        new RegExp(`in use by the API \\(pid ${holder.child.pid}\\)`),
      );
    } finally {
      holder.child.kill('SIGKILL');
      await holder.exited;
    }
  });

  it('is taken over at once when its holder was killed with SIGKILL, even before the holder is reaped', async () => {
    const holder = holdInChild(dataDir);
    await holder.held;
    // No wait for the exit event: the killed process may still be a zombie when we try.
    holder.child.kill('SIGKILL');
    const started = Date.now();
    const lock = await lockDataDir(dataDir, 'the API');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(JSON.parse(readFileSync(`${dataDir}.lock`, 'utf8')).pid).toBe(process.pid);
    lock.release();
    await holder.exited;
  });

  it('is taken over when only a stale lock file is left', async () => {
    const { writeFileSync } = await import('node:fs');
    writeFileSync(`${dataDir}.lock`, JSON.stringify({ pid: 2 ** 22 + 12345, holder: 'the API' }));
    const lock = await lockDataDir(dataDir, 'the seed CLI');
    expect(JSON.parse(readFileSync(`${dataDir}.lock`, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });
});
