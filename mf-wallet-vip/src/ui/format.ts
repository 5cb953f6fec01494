import type { LanguageCode } from '@portal/contracts';
import { formatGold, goldToDollars, numberSeparators } from '@portal/format';

/**
 * Money as each language writes it, from integers only: English and Thai group thousands with ','
 * and write cents after '.', Vietnamese and Indonesian the other way round. @portal/format does
 * the exact integer math and knows each language's marks; this only swaps them in.
 */
function localise(english: string, language: LanguageCode): string {
  const { group, decimal } = numberSeparators(language);
  return english.replace(/[,.]/g, (mark) => (mark === ',' ? group : decimal));
}

/** 1234567 → '1,234,567' (en) or '1.234.567' (vn). */
export const formatAmount = (amount: number, language: LanguageCode): string =>
  localise(formatGold(amount), language);

/** Dollar value of gold at 100 gold per dollar, exact, two decimals: 12345 → '$123.45' / '$123,45'. */
export const formatDollars = (gold: number, language: LanguageCode): string =>
  `$${localise(formatGoldDollars(gold), language)}`;

/** goldToDollars with thousands grouping on the whole part: 123456789 → '1,234,567.89'. */
function formatGoldDollars(gold: number): string {
  const [whole = '0', cents = '00'] = goldToDollars(gold).split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  return `${sign}${formatGold(Math.abs(Number(whole)))}.${cents}`;
}

/** US cents as dollars: 49999 → '$499.99' (a price is cents, one gold per cent). */
export const formatCents = (cents: number, language: LanguageCode): string => formatDollars(cents, language);
