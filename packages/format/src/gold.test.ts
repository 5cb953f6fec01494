import { formatGold, goldToDollars } from './gold';

describe('goldToDollars', () => {
  it("turns 12345 gold into '123.45' (100 gold per dollar)", () => {
    expect(goldToDollars(12345)).toBe('123.45');
  });

  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [99, '0.99'],
    [100, '1.00'],
    [105, '1.05'],
    [-250, '-2.50'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('%i gold → $%s', (gold, dollars) => {
    expect(goldToDollars(gold)).toBe(dollars);
  });

  it('refuses fractional or unsafe gold amounts', () => {
    expect(() => goldToDollars(1.5)).toThrow(RangeError);
    expect(() => goldToDollars(Number.NaN)).toThrow(RangeError);
    expect(() => goldToDollars(2 ** 60)).toThrow(RangeError);
  });
});

describe('formatGold', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234567, '1,234,567'],
    [-1234, '-1,234'],
  ])('%i → %s', (gold, text) => {
    expect(formatGold(gold)).toBe(text);
  });

  it('refuses fractional gold', () => {
    expect(() => formatGold(10.1)).toThrow(RangeError);
  });
});
