import type { LanguageCode } from '@portal/contracts';
import { INTL_LOCALE } from '@portal/format';

/**
 * The published chance of a prize, drawWeight out of drawTotal, as a percentage with at most two
 * decimals ("0.5%"); the exact integers are shown beside it.
 */
export function formatOdds(weight: number, total: number, language: LanguageCode): string {
  const share = total === 0 ? 0 : weight / total;
  return new Intl.NumberFormat(INTL_LOCALE[language], {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(share);
}
