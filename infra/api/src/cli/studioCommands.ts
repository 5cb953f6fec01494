import { normaliseStudioOrigin } from '@portal/contracts';
import type { CliIo } from './adminCommands';
import { StudioStoreError, type StudioOriginStore } from './studioStores';

export const STUDIOS_USAGE = `Studio origins (sites allowed to embed the portal; work while the API runs):
  studios list                 The allowed origins, who added them and when
  studios add <origin>         Allow a site, e.g. https://studio.example or http://127.0.0.1:8090
  studios remove <origin>      Stop answering CORS to it (effective on every replica within 5 seconds)`;

/** `studios list|add|remove …` of the admin CLI; returns the exit code (0 ok, 1 failed, 2 usage). */
export async function runStudiosCommand(
  argv: readonly string[],
  store: StudioOriginStore,
  io: CliIo,
): Promise<number> {
  const [command, raw, ...rest] = argv;
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
    if ((command === 'add' || command === 'remove') && raw !== undefined && rest.length === 0) {
      const origin = normaliseStudioOrigin(raw.trim());
      if (!origin) {
        io.err(`studios ${command}: "${raw}" is not an origin (http(s)://host[:port], no path)`);
        return 2;
      }
      if (command === 'add') {
        await store.add(origin);
        io.out(`Allowed ${origin} (written to ${store.description})`);
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
