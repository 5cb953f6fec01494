import { execFile } from 'node:child_process';
import { getPriority } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createHashWorkerPool, HASH_WORKER_NICE, type HashWorkerPool } from './hashWorkers';
import { hashPassword, verifyPassword } from './password';
import { TEST_ARGON2 } from './testing';

const pools: HashWorkerPool[] = [];
afterEach(() => {
  for (const pool of pools.splice(0)) pool.close();
});

const pool = (size: number) => {
  const created = createHashWorkerPool(size);
  pools.push(created);
  return created;
};

const exited = (pid: number) =>
  new Promise<void>((resolve) => {
    const poll = setInterval(() => {
      try {
        process.kill(pid, 0);
      } catch {
        clearInterval(poll);
        resolve();
      }
    }, 20);
  });

/** An argon2id hash task at the test cost. */
const hashTask = (password: string) => ({
  op: 'argon2Hash' as const,
  password,
  options: { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1, outputLen: 32 },
});

describe('password hash workers', () => {
  it('hash in another process at a lower priority, and the hash verifies here and in other workers', async () => {
    const hash = await hashPassword('wave secret', TEST_ARGON2);
    const checks = await Promise.all(
      Array.from({ length: 6 }, (_, index) => verifyPassword(index % 2 ? 'wave secret' : 'wrong', hash)),
    );
    expect(checks).toEqual([false, true, false, true, false, true]);

    const workers = pool(2);
    const stored = await workers.run<string>(hashTask('worker secret'));
    const [pid] = workers.pids();
    expect(pid).not.toBe(process.pid);
    expect(getPriority(pid!)).toBe(HASH_WORKER_NICE);
    // Verified by the process's own pool, then by two workers of this one at once.
    expect(await verifyPassword('worker secret', stored)).toBe(true);
    const both = await Promise.all([
      workers.run<boolean>({ op: 'argon2Verify', stored, password: 'worker secret' }),
      workers.run<boolean>({ op: 'argon2Verify', stored, password: 'other' }),
    ]);
    expect(both).toEqual([true, false]);
    expect(workers.pids()).toHaveLength(2);
  });

  it('fail the task of a worker that dies with a clear error, and a new worker takes the next one', async () => {
    const workers = pool(1);
    await workers.run(hashTask('warm up'));
    const [first] = workers.pids();

    // A hash slow enough to be in flight when its worker is killed.
    const slow = workers.run({
      ...hashTask('slow'),
      options: { algorithm: 2, memoryCost: 65536, timeCost: 50, parallelism: 1, outputLen: 32 },
    });
    process.kill(first!, 'SIGKILL');
    await expect(slow).rejects.toMatchObject({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Checking passwords is unavailable for a moment. Please try again.',
    });
    await exited(first!);

    const stored = await workers.run<string>(hashTask('after'));
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(workers.pids()).toHaveLength(1);
    expect(workers.pids()).not.toContain(first);
  });

  it('never hand a task to a worker its idle timer is stopping', async () => {
    const workers = createHashWorkerPool(1, 1);
    pools.push(workers);
    for (let round = 0; round < 5; round++) {
      await workers.run(hashTask(`round ${round}`));
      // The next task comes just after the idle timer stopped the worker, before it has exited.
      await new Promise((resolve) => setTimeout(resolve, 2));
      await expect(workers.run<string>(hashTask('next'))).resolves.toMatch(/^\$argon2id\$/);
    }
  });

  it('keep a process that only waits for a hash alive until it comes, and let it exit after', async () => {
    // What a CLI does (the seed: hash, then write): nothing else keeps its event loop running.
    const script = `require(${JSON.stringify(path.join(__dirname, 'password.ts'))})
      .hashPassword('cli secret', { memoryKiB: 1024, timeCost: 1, parallelism: 1 })
      .then((hash) => console.log(hash.split('$')[1]));`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '-e', script], {
      cwd: __dirname,
      timeout: 60_000,
    });
    expect(stdout.trim()).toBe('argon2id');
  });
});
