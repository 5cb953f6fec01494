import { createSlots } from './hashSlots';

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
});
