import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** Topics of public content; migration 0016's triggers (0021's for news) raise a topic's version when its tables change. */
export type ContentTopic = 'games' | 'metadata' | 'campaigns' | 'news';

/** How long a read of the versions is trusted: a change on another replica shows within this. */
export const VERSION_CHECK_MS = 1000;

/** Every content-version memo of this process (one per API instance; tests build several). */
const memos = new Set<{ expire(): void }>();

/**
 * This process just changed public content (an operator's change, a seed): its own answers show
 * it on the next request instead of within a second. Called by the writers of the topics' tables,
 * after their statement; other processes see the trigger's version within VERSION_CHECK_MS.
 */
export function contentChanged(): void {
  for (const memo of memos) memo.expire();
}

/**
 * The content versions as this process last read them, read again at most once per
 * VERSION_CHECK_MS, on demand (an idle replica asks nothing). Concurrent callers share one read.
 */
export function createContentVersions(db: Kysely<Database>, now: () => number = Date.now) {
  let known = new Map<string, string>();
  let checkedAt = -Infinity;
  let reading: Promise<void> | null = null;
  /** Raised by `expire`: a read that started before it may have missed the change. */
  let generation = 0;

  const read = async () => {
    const started = now();
    const startedIn = generation;
    const rows = await db.selectFrom('content_versions').select(['topic', 'version']).execute();
    if (startedIn !== generation) return;
    known = new Map(rows.map((row) => [row.topic, String(row.version)]));
    checkedAt = started;
  };

  const memo = {
    /** The topic's version, at most VERSION_CHECK_MS old. */
    async current(topic: ContentTopic): Promise<string> {
      if (now() - checkedAt >= VERSION_CHECK_MS) {
        const pending = (reading ??= read().finally(() => {
          if (reading === pending) reading = null;
        }));
        await pending;
        // Expired meanwhile: read once more, after the change.
        if (checkedAt === -Infinity) await read();
      }
      return known.get(topic) ?? '0';
    },

    /** Reads again on the next call (this process just changed content). */
    expire(): void {
      generation++;
      checkedAt = -Infinity;
      reading = null;
    },

    /** Stops taking part in `contentChanged` (the API closed). */
    close(): void {
      memos.delete(memo);
    },
  };
  memos.add(memo);
  return memo;
}
export type ContentVersions = ReturnType<typeof createContentVersions>;
