import { compactAmount, estimatedWidthPx, GOLD_DISPLAY_MAX_WIDTH_PX, goldDisplayText } from './goldDisplay';
import { formatAmount, formatCents, formatDollars } from './format';

describe('money on screen: integers in, exact text out (000 §9)', () => {
  it.each([
    [0, 'en', '0', '$0.00'],
    [1, 'en', '1', '$0.01'],
    [100, 'en', '100', '$1.00'],
    [12_345, 'en', '12,345', '$123.45'],
    [10_300, 'en', '10,300', '$103.00'],
    [123_456_789, 'en', '123,456,789', '$1,234,567.89'],
    [12_345, 'vn', '12.345', '$123,45'],
    [123_456_789, 'vn', '123.456.789', '$1.234.567,89'],
    [123_456_789, 'th', '123,456,789', '$1,234,567.89'],
    [123_456_789, 'id', '123.456.789', '$1.234.567,89'],
  ] as const)('%i gold in %s reads %s, worth %s', (gold, language, amount, dollars) => {
    expect(formatAmount(gold, language)).toBe(amount);
    expect(formatDollars(gold, language)).toBe(dollars);
  });

  it('prices in cents read as dollars', () => {
    expect(formatCents(49_999, 'en')).toBe('$499.99');
  });

  it('refuses fractional gold instead of rounding it', () => {
    expect(() => formatAmount(1.5, 'en')).toThrow(RangeError);
  });
});

describe('the 115 px gold display', () => {
  it.each([
    [999, 'en', '999', false],
    [123_456_789, 'en', '123,456,789', false],
    [1_234_567_890, 'en', '1.23B', true],
    [99_999_999_999, 'en', '99.99B', true],
    [1_234_567_890, 'vn', '1,23B', true],
    [1_234_567_890, 'th', '1.23B', true],
    [1_234_567_890, 'id', '1,23B', true],
  ] as const)('%i in %s shows %s (compact: %s)', (gold, language, text, compact) => {
    const shown = goldDisplayText(gold, language);
    expect(shown).toEqual({ text, compact });
    expect(estimatedWidthPx(shown.text)).toBeLessThanOrEqual(GOLD_DISPLAY_MAX_WIDTH_PX);
  });

  it.each([
    [1_000, '1K'],
    [1_999, '1.99K'],
    [2_500_000, '2.5M'],
    [7_000_000_000_000, '7T'],
  ])('compact notation rounds down: %i → %s', (gold, text) => {
    expect(compactAmount(gold, 'en')).toBe(text);
  });
});
