import type { OutboxMail } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { unixSeconds } from '../lib/time';

export interface OutboxInsert {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** How many messages the dev views show. */
export const OUTBOX_PAGE_SIZE = 100;

export function createOutboxRepository(db: Kysely<Database>) {
  return {
    async insert(mail: OutboxInsert): Promise<number> {
      const { id } = await db
        .insertInto('mail_outbox')
        .values({ recipient: mail.to, subject: mail.subject, html: mail.html, text: mail.text })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async newestFirst(limit = OUTBOX_PAGE_SIZE): Promise<OutboxMail[]> {
      const rows = await db
        .selectFrom('mail_outbox')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        to: row.recipient,
        subject: row.subject,
        html: row.html,
        text: row.text,
        createdAt: unixSeconds(row.created_at),
      }));
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
