import { availableParallelism } from 'node:os';
import { createSlots, HASH_SLOTS, hashSlots } from './hashSlots';
import { hashPassword, verifyPassword } from './password';
import { TEST_ARGON2 } from './testing';

/** A task that resolves when the test says so, and records when it started. */
function gate(started: number[], id: number) {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {
    open,
    task: async () => {
      started.push(id);
      await opened;
      return id;
    },
  };
}

describe('password hashing slots', () => {
  it('run at most their size at once; the others start in arrival order as slots free up', async () => {
    const slots = createSlots(2);
    const started: number[] = [];
    const gates = [1, 2, 3, 4].map((id) => gate(started, id));
    const answers = gates.map(({ task }) => slots.run(task));
    await Promise.resolve();
    expect(started).toEqual([1, 2]);
    gates[1]!.open();
    await answers[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([1, 2, 3]);
    for (const { open } of gates) open();
    expect(await Promise.all(answers)).toEqual([1, 2, 3, 4]);
    expect(slots.peak).toBe(2);
  });

  it('free the slot of a task that fails', async () => {
    const slots = createSlots(1);
    await expect(slots.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await slots.run(async () => 'next')).toBe('next');
  });

  it('leave one core to the event loop, and sign-in hashes keep within them with right answers', async () => {
    expect(HASH_SLOTS).toBe(Math.max(1, availableParallelism() - 1));
    const hash = await hashPassword('wave secret', TEST_ARGON2);
    const checks = await Promise.all(
      Array.from({ length: 6 }, (_, index) => verifyPassword(index % 2 ? 'wave secret' : 'wrong', hash)),
    );
    expect(checks).toEqual([false, true, false, true, false, true]);
    expect(hashSlots.peak).toBeGreaterThanOrEqual(1); // the hashes went through the slots
    expect(hashSlots.peak).toBeLessThanOrEqual(HASH_SLOTS);
  });
});
