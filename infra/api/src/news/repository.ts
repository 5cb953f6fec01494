import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/database';
import { contentChanged } from '../http/publicCache/contentVersions';
import type { NewsItemsTable } from '../platform/tables';

export type NewsRow = Selectable<NewsItemsTable>;

export interface NewsWrite {
  texts: string;
  link: string | null;
  image: string | null;
  published_at: Date | null;
}

/** The news_items table (migration 0021); every write tells the public cache at once. */
export function createNewsRepository(db: Kysely<Database>) {
  const changed = <T>(result: T): T => {
    contentChanged();
    return result;
  };
  return {
    /** Every item, newest first (drafts included): what an operator lists. */
    all: (): Promise<NewsRow[]> => db.selectFrom('news_items').selectAll().orderBy('id', 'desc').execute(),

    /** Items published at or before `now`, latest first. */
    published: (now: Date, limit: number): Promise<NewsRow[]> =>
      db
        .selectFrom('news_items')
        .selectAll()
        .where('published_at', '<=', now)
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),

    find: (id: number): Promise<NewsRow | undefined> =>
      db.selectFrom('news_items').selectAll().where('id', '=', id).executeTakeFirst(),

    count: async (): Promise<number> => {
      const { total } = await db
        .selectFrom('news_items')
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(total);
    },

    async insert(item: NewsWrite, createdBy: string): Promise<NewsRow> {
      const row = await db
        .insertInto('news_items')
        .values({ ...item, created_by: createdBy })
        .returningAll()
        .executeTakeFirstOrThrow();
      return changed(row);
    },

    async update(id: number, change: Partial<NewsWrite>): Promise<NewsRow | undefined> {
      const row = await db
        .updateTable('news_items')
        .set({ ...change, updated_at: new Date() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return changed(row);
    },

    async remove(id: number): Promise<boolean> {
      const result = await db.deleteFrom('news_items').where('id', '=', id).executeTakeFirst();
      return changed(Number(result.numDeletedRows) > 0);
    },
  };
}
export type NewsRepository = ReturnType<typeof createNewsRepository>;
