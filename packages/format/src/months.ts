import type { LanguageCode } from '@portal/contracts';

export type MonthWidth = 'short' | 'long';

/**
 * Each language's month names as Intl writes them inside a date (its "format" form: Vietnamese
 * 'thg 1' / 'tháng 1', not the stand-alone 'Tháng 1'). months.test.ts holds every name to Intl.
 * A table rather than Intl at run time: a page's first Intl.DateTimeFormat loads its locale data,
 * a long task in the middle of the first render of a page that shows a date.
 */
const MONTHS: Record<LanguageCode, Record<MonthWidth, readonly string[]>> = {
  en: {
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    long: [
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
  },
  vn: {
    short: Array.from({ length: 12 }, (_, index) => `thg ${index + 1}`),
    long: Array.from({ length: 12 }, (_, index) => `tháng ${index + 1}`),
  },
  th: {
    short: ['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.'],
    long: [
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
  },
  id: {
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
    long: [
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
  },
};

/** The name of a month (1–12) in a language, as it reads inside a date. */
export const monthName = (month: number, language: LanguageCode, width: MonthWidth): string => {
  const name = MONTHS[language][width][month - 1];
  if (name === undefined) throw new RangeError(`Not a month: ${month}`);
  return name;
};
