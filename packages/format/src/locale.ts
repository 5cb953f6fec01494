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

const separators = new Map<LanguageCode, NumberSeparators>();

/**
 * How a language groups thousands and marks decimals, as Intl writes it: English and Thai
 * `1,234.5`, Vietnamese and Indonesian `1.234,5`. Amounts stay integers; only the marks change.
 */
export function numberSeparators(language: LanguageCode): NumberSeparators {
  let found = separators.get(language);
  if (!found) {
    const parts = new Intl.NumberFormat(INTL_LOCALE[language]).formatToParts(1234567.5);
    found = {
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    };
    separators.set(language, found);
  }
  return found;
}
