import type { LanguageCode } from '@portal/contracts';
import { numberSeparators } from './locale';

/**
 * A whole number with the language's thousands mark, as Intl.NumberFormat writes it: '1,234,567'
 * in English and Thai, '1.234.567' in Vietnamese and Indonesian (without loading locale data).
 */
export function formatCount(count: number, language: LanguageCode): string {
  if (!Number.isSafeInteger(count)) throw new RangeError(`A count is a whole number, got ${count}`);
  const digits = String(Math.abs(count)).replace(/\B(?=(\d{3})+(?!\d))/g, numberSeparators(language).group);
  return count < 0 ? `-${digits}` : digits;
}
