import { errorCodes, profileMessages } from '@portal/contracts';
import { ApiHttpError } from '../http/errors';

/** A 429 for an upload that found every render slot and the queue taken; the route sets Retry-After. */
export class AvatarBusyError extends ApiHttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, errorCodes.rateLimited, profileMessages.avatarBusy);
    this.name = 'AvatarBusyError';
  }
}

export interface AvatarGateLimits {
  /** Renders at once on this replica: each holds one libuv thread and one core while it decodes. */
  renders: number;
  /** Uploads that wait for a slot; one more is refused with a 429. */
  queue: number;
  /** Retry-After of that 429: a queued render takes well under a second. */
  retryAfterSeconds: number;
}

/** Two renders leave the rest of libuv's four threads to sign-ins (argon2) and file reads. */
export const AVATAR_GATE_LIMITS: AvatarGateLimits = { renders: 2, queue: 4, retryAfterSeconds: 2 };

/** Per-replica bound on avatar renders: `renders` run, `queue` wait in order, the rest are refused. */
export function createAvatarGate(limits: AvatarGateLimits = AVATAR_GATE_LIMITS) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(render: () => Promise<T>): Promise<T> {
      if (running < limits.renders) running += 1;
      else if (waiting.length < limits.queue) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw new AvatarBusyError(limits.retryAfterSeconds);
      try {
        return await render();
      } finally {
        // The slot passes straight to the next upload in line, or frees up.
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}
export type AvatarGate = ReturnType<typeof createAvatarGate>;
