import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface DataDirLock {
  release(): void;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite is a single-process database: two processes on one data directory corrupt it.
 * The API and the CLIs take this lock (`<DATA_DIR>.lock`, holding a pid) before opening it.
 */
export function lockDataDir(dataDir: string, holder: string): DataDirLock {
  const lockFile = `${dataDir.replace(/[\\/]+$/, '')}.lock`;
  mkdirSync(path.dirname(lockFile), { recursive: true });
  let current: { pid: number; holder: string } | undefined;
  try {
    current = JSON.parse(readFileSync(lockFile, 'utf8')) as { pid: number; holder: string };
  } catch {
    current = undefined;
  }
  if (current && current.pid !== process.pid && isAlive(current.pid)) {
    throw new Error(
      `The PGlite data directory ${dataDir} is in use by ${current.holder} (pid ${current.pid}). ` +
        'Stop it first, or use DATABASE_URL (PostgreSQL) to share the database between processes.',
    );
  }
  if (current) unlinkSync(lockFile);
  writeFileSync(lockFile, JSON.stringify({ pid: process.pid, holder }), { flag: 'wx' });
  return {
    release() {
      try {
        const held = JSON.parse(readFileSync(lockFile, 'utf8')) as { pid: number };
        if (held.pid === process.pid) unlinkSync(lockFile);
      } catch {
        // already gone
      }
    },
  };
}
