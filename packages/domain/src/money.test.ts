import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCents,
  cents,
  centsToDecimalText,
  centsToDollars,
  dollarsToCents,
  formatMoneyWithCode,
  isCurrencyCode,
  multiplyCents,
  parseDollars,
  roundHalfUp,
  spreadsheetMoneyFormat,
} from './money.ts';

describe('money', () => {
  it('accepts whole cents and refuses fractions', () => {
    expect(cents(1250)).toBe(1250);
    expect(() => cents(12.5)).toThrow(RangeError);
    expect(() => cents(Number.NaN)).toThrow(RangeError);
  });

  it('adds and multiplies cents', () => {
    expect(addCents(cents(100), cents(250))).toBe(350);
    expect(multiplyCents(cents(2200), 50)).toBe(110000);
    expect(() => multiplyCents(cents(100), 1.5)).toThrow(RangeError);
  });

  it('rounds half away from zero, ignoring float noise', () => {
    expect(roundHalfUp(2.5)).toBe(3);
    expect(roundHalfUp(-2.5)).toBe(-3);
    expect(roundHalfUp(2.4999)).toBe(2);
    expect(roundHalfUp(1.005 * 100)).toBe(101);
    expect(roundHalfUp(0.285 * 100)).toBe(29);
  });

  it('writes money one way: the currency code, separators and two decimals', () => {
    expect(formatMoneyWithCode(cents(2450), 'SGD')).toBe('SGD 24.50');
    expect(formatMoneyWithCode(cents(123450), 'AUD')).toBe('AUD 1,234.50');
    expect(formatMoneyWithCode(cents(123456789), 'SGD')).toBe('SGD 1,234,567.89');
    expect(formatMoneyWithCode(cents(5), 'SGD')).toBe('SGD 0.05');
    expect(formatMoneyWithCode(cents(0), 'SGD')).toBe('SGD 0.00');
    expect(formatMoneyWithCode(cents(-500), 'SGD')).toBe('SGD -5.00');
  });

  it("writes every amount exactly as Intl's en-US currency format does, codes first", () => {
    const intl = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'SGD',
      currencyDisplay: 'code',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const byIntl = (amount: number) =>
      `SGD ${amount < 0 ? '-' : ''}${intl
        .formatToParts(Math.abs(amount) / 100)
        .filter((part) => part.type !== 'currency' && part.type !== 'literal')
        .map((part) => part.value)
        .join('')}`;
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 50), max: 2 ** 50 }), (amount) => {
        expect(formatMoneyWithCode(cents(amount), 'SGD')).toBe(byIntl(amount));
      }),
      { numRuns: 2000 },
    );
    for (const amount of [0, 1, 99, 100, 999, 1000, 99_999, 100_000, 999_999_999, 1_000_000_000]) {
      expect(formatMoneyWithCode(cents(amount), 'SGD')).toBe(byIntl(amount));
      expect(formatMoneyWithCode(cents(-amount), 'SGD')).toBe(byIntl(-amount));
    }
  });

  it('never writes a symbol, and reads a missing or odd code as the default currency', () => {
    expect(formatMoneyWithCode(cents(100))).toBe('SGD 1.00');
    expect(formatMoneyWithCode(cents(100), '$')).toBe('SGD 1.00');
    expect(formatMoneyWithCode(cents(100), '')).toBe('SGD 1.00');
    // Yen are kept in hundredths like every amount, so they keep two decimals too.
    expect(formatMoneyWithCode(cents(100), 'JPY')).toBe('JPY 1.00');
    expect(formatMoneyWithCode(cents(123450), 'SGD')).not.toContain('\u00a0');
  });

  it('turns cents into dollars for money inputs and back, by the one rounding rule', () => {
    expect(centsToDollars(cents(123450))).toBe(1234.5);
    expect(dollarsToCents(1234.5)).toBe(123450);
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(0.285)).toBe(29);
    expect(dollarsToCents(-2.5)).toBe(-250);
    for (const amount of [0, 1, 99, 1999, 123456, 2147483647]) {
      expect(dollarsToCents(centsToDollars(cents(amount)))).toBe(amount);
    }
  });

  it('writes cents as a plain decimal for inputs and spreadsheet cells', () => {
    expect(centsToDecimalText(cents(123450))).toBe('1234.50');
    expect(centsToDecimalText(cents(5))).toBe('0.05');
    expect(centsToDecimalText(cents(-500))).toBe('-5.00');
  });

  it('reads typed dollars, with or without separators, and nothing else', () => {
    expect(parseDollars('12')).toBe(1200);
    expect(parseDollars(' 12.5 ')).toBe(1250);
    expect(parseDollars('1,234.50')).toBe(123450);
    expect(parseDollars('12.345')).toBeUndefined();
    expect(parseDollars('$12')).toBeUndefined();
    expect(parseDollars('')).toBeUndefined();
    expect(parseDollars('abc')).toBeUndefined();
  });

  it('accepts only three capital letters as a currency code', () => {
    expect(isCurrencyCode('SGD')).toBe(true);
    expect(isCurrencyCode('sgd')).toBe(false);
    expect(isCurrencyCode('SG')).toBe(false);
    expect(isCurrencyCode('$')).toBe(false);
  });

  it('gives spreadsheets the same way of writing money as a number format', () => {
    expect(spreadsheetMoneyFormat('SGD')).toBe('"SGD "#,##0.00;"SGD -"#,##0.00');
    expect(spreadsheetMoneyFormat('$')).toBe('"SGD "#,##0.00;"SGD -"#,##0.00');
  });
});
