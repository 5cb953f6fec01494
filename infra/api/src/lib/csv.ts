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
