import type { FeedbackRecord } from '@portal/contracts';
import { csvField } from '../lib/csv';

export const FEEDBACK_CSV_COLUMNS = [
  'id',
  'created_at',
  'user_id',
  'is_login',
  'page',
  'description',
  'email',
  'language',
  'user_agent',
] as const;

export const feedbackCsvHeader = () => FEEDBACK_CSV_COLUMNS.join(',');

export function feedbackCsvRow(record: FeedbackRecord): string {
  return [
    record.id,
    new Date(record.createdAt * 1000).toISOString(),
    record.userId,
    record.isLogin,
    record.page,
    record.description,
    record.email,
    record.language,
    record.userAgent,
  ]
    .map(csvField)
    .join(',');
}
