import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface DataDirLock {
  release(): void;
}

/** How long a start waits for a holder that is still exiting (just killed) before refusing. */
const HOLDER_EXIT_GRACE_MS = 2000;
const RETRY_MS = 50;

/**
 * The lock itself is a listening local socket: the kernel closes it the moment its process ends,
 * however it ends (kill -9 included), so a dead holder never blocks a restart, a zombie or a reused
 * pid never looks alive, and two starters cannot both win (only one can listen). On Linux it is an
 * abstract socket (no file at all); elsewhere a socket file in the temp folder, removed when stale.
 */
function lockAddress(dataDir: string): string {
  const key = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 24);
  if (process.platform === 'linux') return `\0portal-pglite-${key}`;
  if (process.platform === 'win32') return `\\\\.\\pipe\\portal-pglite-${key}`;
  return path.join(tmpdir(), `portal-pglite-${key}.sock`);
}

const listen = (server: Server, address: string) =>
  new Promise<void>((resolve, reject) => {
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    const onError = (error: Error) => {
      server.off('listening', onListening);
      reject(error);
    };
    server.once('error', onError).once('listening', onListening).listen(address);
  });

/** True when a live process listens on the address. */
const answers = (address: string) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(address);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Locks this process holds, by address: opening the same directory again here is not a conflict. */
const heldHere = new Map<string, { server: Server; count: number }>();

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function readHolder(lockFile: string): { pid: number; holder: string } | undefined {
  try {
    return JSON.parse(readFileSync(lockFile, 'utf8')) as { pid: number; holder: string };
  } catch {
    return undefined;
  }
}

/**
 * PGlite is a single-process database: two processes on one data directory corrupt it.
 * The API and the CLIs take this lock before opening it; `<DATA_DIR>.lock` names the holder (pid and
 * what it is) for the message a second process gets.
 */
export async function lockDataDir(dataDir: string, holder: string): Promise<DataDirLock> {
  const lockFile = `${dataDir.replace(/[\\/]+$/, '')}.lock`;
  mkdirSync(path.dirname(lockFile), { recursive: true });
  const address = lockAddress(dataDir);
  const held = heldHere.get(address) ?? { server: createServer((socket) => socket.destroy()), count: 0 };
  const { server } = held;
  const deadline = Date.now() + HOLDER_EXIT_GRACE_MS;
  while (held.count === 0) {
    try {
      await listen(server, address);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
    const isSocketFile = !address.startsWith('\0') && !address.startsWith('\\\\');
    if (isSocketFile && !(await answers(address))) {
      unlinkSync(address); // left by a process that died: nobody listens on it
      continue;
    }
    if (Date.now() >= deadline) {
      const current = readHolder(lockFile);
      throw new Error(
        `The PGlite data directory ${dataDir} is in use by ${current?.holder ?? 'another process'}` +
          `${current ? ` (pid ${current.pid})` : ''}. ` +
          'Stop it first, or use DATABASE_URL (PostgreSQL) to share the database between processes.',
      );
    }
    await delay(RETRY_MS);
  }
  server.unref(); // the lock never keeps a process alive
  held.count += 1;
  heldHere.set(address, held);
  writeFileSync(lockFile, JSON.stringify({ pid: process.pid, holder }));
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      held.count -= 1;
      if (held.count > 0) return;
      heldHere.delete(address);
      if (readHolder(lockFile)?.pid === process.pid) {
        try {
          unlinkSync(lockFile);
        } catch {
          // already gone
        }
      }
      server.close();
    },
  };
}
