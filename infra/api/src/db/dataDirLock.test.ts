import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lockDataDir } from './dataDirLock';

describe('PGlite data directory lock', () => {
  let root: string;
  let dataDir: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'portal-lock-'));
    dataDir = path.join(root, 'pglite');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes <dataDir>.lock with our pid and removes it on release', () => {
    const lock = lockDataDir(dataDir, 'the API');
    expect(JSON.parse(readFileSync(`${dataDir}.lock`, 'utf8'))).toEqual({
      pid: process.pid,
      holder: 'the API',
    });
    lock.release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('refuses while another live process holds it', () => {
    writeFileSync(`${dataDir}.lock`, JSON.stringify({ pid: process.ppid, holder: 'the API' }));
    expect(() => lockDataDir(dataDir, 'the admin CLI')).toThrow(/in use by the API \(pid \d+\)/);
  });

  it('takes over a lock left by a dead process', () => {
    writeFileSync(`${dataDir}.lock`, JSON.stringify({ pid: 2 ** 22 + 12345, holder: 'the API' }));
    const lock = lockDataDir(dataDir, 'the seed CLI');
    expect(JSON.parse(readFileSync(`${dataDir}.lock`, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });
});
