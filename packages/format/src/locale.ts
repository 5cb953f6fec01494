import type { LanguageCode } from '@portal/contracts';

/**
 * The Intl locale of each portal language (`vn` is the portal's code, `vi` the BCP-47 one). Thai
 * keeps Intl's default Buddhist-era years where Intl writes a whole date.
 */
export const INTL_LOCALE: Record<LanguageCode, string> = {
  en: 'en-US',
  vn: 'vi-VN',
  th: 'th-TH',
  id: 'id-ID',
};

export interface NumberSeparators {
  group: string;
  decimal: string;
}

/**
 * How a language groups thousands and marks decimals, as Intl writes it (locale.test.ts holds the
 * table to Intl's answer): English and Thai `1,234.5`, Vietnamese and Indonesian `1.234,5`. A
 * table rather than Intl at run time: the first Intl.NumberFormat of a page loads its locale data,
 * a long task in the middle of the first render of a page that shows an amount.
 */
const SEPARATORS: Record<LanguageCode, NumberSeparators> = {
  en: { group: ',', decimal: '.' },
  th: { group: ',', decimal: '.' },
  vn: { group: '.', decimal: ',' },
  id: { group: '.', decimal: ',' },
};

/** Amounts stay integers; only the marks change with the language. */
export const numberSeparators = (language: LanguageCode): NumberSeparators => SEPARATORS[language];
