import type { LanguageCode } from '@portal/contracts';
import { numberSeparators } from '@portal/format';
import { formatAmount } from './format';

/** The gold display is at most 115 px wide (spec 000 §9). */
export const GOLD_DISPLAY_MAX_WIDTH_PX = 115;

/**
 * Widths of the display font (Rajdhani bold 20 px with tabular figures, measured in Chromium):
 * a digit is 11 px, a separator 4 px, a compact suffix letter 12 px. The estimate decides when
 * to switch to compact notation; CSS still clips at the maximum width as a last guard.
 */
const DIGIT_PX = 11;
const MARK_PX = 4;
const LETTER_PX = 12;

export function estimatedWidthPx(text: string): number {
  let width = 0;
  for (const char of text) width += /\d/.test(char) ? DIGIT_PX : /[.,\s]/.test(char) ? MARK_PX : LETTER_PX;
  return width;
}

const UNITS = [
  { size: 1_000_000_000_000, suffix: 'T' },
  { size: 1_000_000_000, suffix: 'B' },
  { size: 1_000_000, suffix: 'M' },
  { size: 1_000, suffix: 'K' },
] as const;

/**
 * Compact notation with two decimals, rounded down so it never shows more than the player holds:
 * 1234567 → '1.23M' (en), '1,23M' (vn). Integer math only.
 */
export function compactAmount(amount: number, language: LanguageCode): string {
  const unit = UNITS.find(({ size }) => amount >= size);
  if (!unit) return formatAmount(amount, language);
  const hundredths = Math.floor((amount * 100) / unit.size);
  const whole = Math.floor(hundredths / 100);
  const fraction = String(hundredths % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  const { decimal } = numberSeparators(language);
  return `${formatAmount(whole, language)}${fraction ? `${decimal}${fraction}` : ''}${unit.suffix}`;
}

/** The full amount when it fits the 115 px display, otherwise compact notation. */
export function goldDisplayText(amount: number, language: LanguageCode): { text: string; compact: boolean } {
  const full = formatAmount(amount, language);
  if (estimatedWidthPx(full) <= GOLD_DISPLAY_MAX_WIDTH_PX) return { text: full, compact: false };
  return { text: compactAmount(amount, language), compact: true };
}
