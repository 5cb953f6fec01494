import { profileMessages } from '@portal/contracts';
import { AvatarBusyError, createAvatarGate } from './avatarGate';

/** A render that finishes when the test says so. */
function heldRender() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const started = jest.fn();
  return { finish, started, render: () => (started(), done) };
}

describe('avatar render gate', () => {
  it('runs two renders at once, queues four in order, and refuses the seventh with Retry-After', async () => {
    const gate = createAvatarGate({ renders: 2, queue: 4, retryAfterSeconds: 2 });
    const renders = Array.from({ length: 6 }, heldRender);
    const results = renders.map((held) => gate.run(held.render));
    await Promise.resolve();
    expect(renders.map((held) => held.started.mock.calls.length)).toEqual([1, 1, 0, 0, 0, 0]);

    const refused = await gate.run(heldRender().render).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AvatarBusyError);
    expect(refused).toMatchObject({
      statusCode: 429,
      retryAfterSeconds: 2,
      message: profileMessages.avatarBusy,
    });

    renders[0]!.finish();
    await results[0];
    await new Promise(setImmediate);
    expect(renders.map((held) => held.started.mock.calls.length)).toEqual([1, 1, 1, 0, 0, 0]);

    for (const held of renders) held.finish();
    await Promise.all(results);
    expect(renders.every((held) => held.started.mock.calls.length === 1)).toBe(true);
  });

  it('frees the slot of a render that failed', async () => {
    const gate = createAvatarGate({ renders: 1, queue: 0, retryAfterSeconds: 2 });
    await expect(gate.run(() => Promise.reject(new Error('unreadable')))).rejects.toThrow('unreadable');
    await expect(gate.run(() => Promise.resolve('rendered'))).resolves.toBe('rendered');
  });
});
