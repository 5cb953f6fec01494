import { normaliseStudioOrigin } from '@portal/contracts';
import type { CliIo } from './adminCommands';
import { StudioStoreError, type StudioOriginStore } from './studioStores';

export const STUDIOS_USAGE = `Studio origins (sites allowed to embed the portal; work while the API runs):
  studios list                 The allowed origins, who added them and when
  studios add <origin> [--session-minutes N]
                               Allow a site, e.g. https://studio.example or http://127.0.0.1:8090; N is how
                               long a player's portal session on it lasts (5–43200, default 60)
  studios remove <origin>      Stop answering CORS to it (effective on every replica within 5 seconds)
  studios secret <origin>      A new secret for the studio's backend (POST /api/partner/embed-sessions);
                               printed once, the previous one stops working`;

/** `studios list|add|remove …` of the admin CLI; returns the exit code (0 ok, 1 failed, 2 usage). */
export async function runStudiosCommand(
  argv: readonly string[],
  store: StudioOriginStore,
  io: CliIo,
): Promise<number> {
  const [command, raw, ...options] = argv;
  let sessionMinutes: number | undefined;
  let rest = options;
  if (command === 'add' && options[0] === '--session-minutes') {
    sessionMinutes = /^\d{1,5}$/.test(options[1] ?? '') ? Number(options[1]) : NaN;
    if (!(sessionMinutes >= 5 && sessionMinutes <= 43200)) {
      io.err('studios add: --session-minutes must be a whole number from 5 to 43200');
      return 2;
    }
    rest = options.slice(2);
  }
  try {
    if (command === 'list' && raw === undefined) {
      const records = await store.list();
      for (const record of records) {
        io.out(
          `${record.origin.padEnd(40)} ${new Date(record.addedAt * 1000).toISOString()}  ${record.addedBy}`,
        );
      }
      io.out(`${records.length} studio origin(s)`);
      return 0;
    }
    if (
      (command === 'add' || command === 'remove' || command === 'secret') &&
      raw !== undefined &&
      rest.length === 0
    ) {
      const origin = normaliseStudioOrigin(raw.trim());
      if (!origin) {
        io.err(`studios ${command}: "${raw}" is not an origin (http(s)://host[:port], no path)`);
        return 2;
      }
      if (command === 'add') {
        await store.add(origin, sessionMinutes);
        io.out(`Allowed ${origin} (written to ${store.description})`);
        return 0;
      }
      if (command === 'secret') {
        const secret = await store.rotateSecret(origin);
        if (!secret) {
          io.err(`${origin} is not on the list: studios add ${origin} first`);
          return 1;
        }
        io.out(`Studio secret of ${origin} (shown once; send it in x-studio-secret):\n${secret}`);
        return 0;
      }
      const removed = await store.remove(origin);
      io.out(
        removed ? `Removed ${origin} (written to ${store.description})` : `${origin} was not on the list`,
      );
      return 0;
    }
    if (command === undefined || command === 'help' || command === '--help') {
      io.out(STUDIOS_USAGE);
      return 0;
    }
    io.err(`Unknown studios command: ${argv.join(' ')}\n\n${STUDIOS_USAGE}`);
    return 2;
  } catch (error) {
    if (error instanceof StudioStoreError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}
