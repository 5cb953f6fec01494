import { GOLD_PER_DOLLAR } from '@portal/contracts';
import { formatCount } from './number';

/** Digits after the decimal point: 100 gold per dollar gives cents. */
const DOLLAR_FRACTION_DIGITS = String(GOLD_PER_DOLLAR).length - 1;

function assertGoldAmount(gold: number): void {
  if (!Number.isSafeInteger(gold)) throw new RangeError(`Gold is an integer count, got ${gold}`);
}

/** Dollar equivalent of a gold amount with exact integer math: 12345 → '123.45', 100 → '1.00'. */
export function goldToDollars(gold: number): string {
  assertGoldAmount(gold);
  const sign = gold < 0 ? '-' : '';
  const abs = Math.abs(gold);
  const whole = Math.floor(abs / GOLD_PER_DOLLAR);
  const fraction = String(abs % GOLD_PER_DOLLAR).padStart(DOLLAR_FRACTION_DIGITS, '0');
  return DOLLAR_FRACTION_DIGITS === 0 ? `${sign}${whole}` : `${sign}${whole}.${fraction}`;
}

/** Gold amount with thousands separators: 1234567 → '1,234,567'. */
export function formatGold(gold: number): string {
  assertGoldAmount(gold);
  return formatCount(gold, 'en');
}
