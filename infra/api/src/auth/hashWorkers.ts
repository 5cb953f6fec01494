import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism, setPriority } from 'node:os';
import { errorCodes } from '@portal/contracts';
import { ApiHttpError } from '../http/errors';
import { createSlots } from './hashSlots';

/**
 * Password hashes run in worker processes at a lower CPU priority: argon2id takes a core for tens of
 * milliseconds per sign-in, and run in the API's own process it took CPU from the event loop and the
 * embedded database, so /me's p99 during a wave of sign-ins went past 100 ms. At nice 10 the kernel
 * gives the API first claim on the CPU; the hashes take what is left, which is all of it when the
 * API is idle. Each worker takes one hash at a time; the others wait in arrival order.
 */
export const HASH_WORKER_NICE = 10;
/** One worker per core: at nice 10 they yield to the API, so they may use every core it leaves. */
export const HASH_WORKERS = Math.max(1, availableParallelism());
/** An idle worker exits after this; the next hash starts a new one (tests and CLIs leave none behind). */
const IDLE_MS = 30_000;

export type HashTask =
  | { op: 'argon2Hash'; password: string; options: Record<string, number> }
  | { op: 'argon2Verify'; stored: string; password: string }
  | { op: 'scrypt'; password: string; salt: string; keyLength: number; options: Record<string, number> };

/** What the sign-in answers when a hash worker died under its request: a clear error, not a hang. */
export const hashWorkerLost = () =>
  new ApiHttpError(
    503,
    errorCodes.serviceUnavailable,
    'Checking passwords is unavailable for a moment. Please try again.',
  );

/**
 * The worker, as source run by `node -e` (the production build bundles the API into one file, so the
 * worker cannot be a file of its own). It exits with its parent (the IPC channel closes).
 */
const WORKER_SOURCE = `
// Its argument: where the API found argon2 (the worker has no node_modules of its own to look in).
const argon2 = require(process.argv[1]);
const { scrypt } = require('node:crypto');
const run = (task) => {
  switch (task.op) {
    case 'argon2Hash': return argon2.hash(task.password, task.options);
    case 'argon2Verify': return argon2.verify(task.stored, task.password);
    case 'scrypt': return new Promise((resolve, reject) =>
      scrypt(task.password, Buffer.from(task.salt, 'base64'), task.keyLength, task.options,
        (error, key) => (error ? reject(error) : resolve(key.toString('base64')))));
  }
  return Promise.reject(new Error('unknown hash task'));
};
process.on('message', ({ id, task }) => {
  run(task).then(
    (result) => process.send({ id, result }),
    (error) => process.send({ id, error: String(error && error.message || error) }),
  );
});
process.on('disconnect', () => process.exit(0));
`;

interface Worker {
  child: ChildProcess;
  /** The task it runs now. */
  pending?: { id: number; resolve: (value: unknown) => void; reject: (error: Error) => void };
  idleTimer?: NodeJS.Timeout;
}

export interface HashWorkerPool {
  run<T>(task: HashTask): Promise<T>;
  /** Process ids of the live workers (tests kill one). */
  pids(): number[];
  /** Stops every worker (a task in flight fails). */
  close(): void;
}

export function createHashWorkerPool(size = HASH_WORKERS, idleMs = IDLE_MS): HashWorkerPool {
  const slots = createSlots(size);
  const idle: Worker[] = [];
  const live = new Set<Worker>();
  let nextId = 0;

  /** A worker stopping or gone is taken by no task: it may still look connected until it exits. */
  const leaveIdle = (worker: Worker) => {
    const at = idle.indexOf(worker);
    if (at >= 0) idle.splice(at, 1);
  };

  const start = (): Worker => {
    const child = spawn(process.execPath, ['-e', WORKER_SOURCE, require.resolve('@node-rs/argon2')], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      // None of the API's settings or secrets, no NODE_OPTIONS (--import tsx…).
      env: {},
    });
    try {
      setPriority(child.pid!, HASH_WORKER_NICE);
    } catch {
      // Some platforms refuse; the hashes still run, at the API's priority.
    }
    const worker: Worker = { child };
    live.add(worker);
    // An idle worker never keeps the API (or a CLI that hashed once) running; a busy one does (run).
    child.unref();
    child.channel?.unref();
    child.on('message', (message: { id: number; result?: unknown; error?: string }) => {
      const pending = worker.pending;
      if (!pending || pending.id !== message.id) return;
      worker.pending = undefined;
      if (message.error !== undefined) pending.reject(new Error(message.error));
      else pending.resolve(message.result);
    });
    // A worker that dies (killed, out of memory) fails its task; the next task starts a new one.
    child.once('exit', () => {
      live.delete(worker);
      clearTimeout(worker.idleTimer);
      leaveIdle(worker);
      worker.pending?.reject(hashWorkerLost());
      worker.pending = undefined;
    });
    return worker;
  };

  const send = (worker: Worker, task: HashTask) =>
    new Promise<unknown>((resolve, reject) => {
      const id = nextId++;
      worker.pending = { id, resolve, reject };
      worker.child.send({ id, task }, (error) => {
        if (error && worker.pending?.id === id) {
          worker.pending = undefined;
          reject(hashWorkerLost());
        }
      });
    });

  return {
    async run<T>(task: HashTask): Promise<T> {
      // A slot per worker: holding one means a worker is free or may be started.
      return slots.run(async () => {
        let worker = idle.pop();
        while (worker && (worker.child.exitCode !== null || !worker.child.connected)) worker = idle.pop();
        worker ??= start();
        clearTimeout(worker.idleTimer);
        // A process with nothing else to do (a CLI seeding players) waits for the answer.
        worker.child.channel?.ref();
        try {
          return (await send(worker, task)) as T;
        } finally {
          worker.child.channel?.unref();
          if (live.has(worker)) {
            idle.push(worker);
            const resting = worker;
            resting.idleTimer = setTimeout(() => {
              leaveIdle(resting);
              resting.child.kill();
            }, idleMs).unref();
          }
        }
      });
    },
    pids: () => [...live].map((worker) => worker.child.pid!),
    close() {
      for (const worker of live) worker.child.kill();
    },
  };
}

/** The process's password-hashing workers. */
export const hashWorkers = createHashWorkerPool();
