import type { FeedbackPage, LanguageCode } from '@portal/contracts';
import type { ColumnType, Generated } from 'kysely';

/** The `feedback` table of migration 0003_feedback. */
export interface FeedbackTable {
  id: Generated<number>;
  /** Date when read; the database default now() when inserted. */
  created_at: ColumnType<Date, Date | undefined, Date>;
  user_id: number | null;
  type: Generated<'user_feedback'>;
  page: FeedbackPage;
  description: string;
  email: string | null;
  is_login: boolean;
  language: LanguageCode | null;
  user_agent: string | null;
  client_ip: string;
}
