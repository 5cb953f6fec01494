import { YEARLESS_DATE_PATTERN, type LanguageCode } from '@portal/contracts';

/**
 * Each language's long month names and date order, as Intl writes a date (British English, day
 * first like the other languages; Thai years in the Buddhist era). birthDateText.test.ts holds every
 * month of every language to Intl's answer. A table rather than Intl at run time: the page's first
 * Intl object loads the locale data, a long task in the middle of the profile's first render.
 */
const MONTHS: Record<Exclude<LanguageCode, 'vn'>, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  id: [
    'Januari',
    'Februari',
    'Maret',
    'April',
    'Mei',
    'Juni',
    'Juli',
    'Agustus',
    'September',
    'Oktober',
    'November',
    'Desember',
  ],
  th: [
    'มกราคม',
    'กุมภาพันธ์',
    'มีนาคม',
    'เมษายน',
    'พฤษภาคม',
    'มิถุนายน',
    'กรกฎาคม',
    'สิงหาคม',
    'กันยายน',
    'ตุลาคม',
    'พฤศจิกายน',
    'ธันวาคม',
  ],
};
const BUDDHIST_ERA_OFFSET = 543;

/**
 * A public birth date as people read it: '12 April' (the owner shows day and month) or
 * '12 April 1996' (the full date). The API sends `--MM-DD` or `YYYY-MM-DD`.
 */
export function birthDateText(birthDate: string, language: LanguageCode): string {
  const yearless = YEARLESS_DATE_PATTERN.test(birthDate);
  const [year, month, day] = (yearless ? `0000${birthDate.slice(1)}` : birthDate).split('-').map(Number);
  if (language === 'vn') return yearless ? `${day} tháng ${month}` : `${day} tháng ${month}, ${year}`;
  const dayMonth = `${day} ${MONTHS[language][month! - 1]}`;
  if (yearless) return dayMonth;
  return `${dayMonth} ${language === 'th' ? year! + BUDDHIST_ERA_OFFSET : year}`;
}
