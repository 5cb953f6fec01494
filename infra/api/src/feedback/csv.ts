import type { FeedbackRecord } from '@portal/contracts';

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

/**
 * One CSV field (RFC 4180 quoting). Text a player wrote that starts like a formula is prefixed with
 * an apostrophe, so opening the export in a spreadsheet never runs it.
 */
export function csvField(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

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
