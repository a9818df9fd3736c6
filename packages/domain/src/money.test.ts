import { describe, expect, it } from 'vitest';
import {
  addCents,
  cents,
  formatMoney,
  formatMoneyWithCode,
  isCurrencyCode,
  multiplyCents,
  roundHalfUp,
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

  it('formats cents as money with two decimals and separators', () => {
    expect(formatMoney(cents(123450))).toBe('$1,234.50');
    expect(formatMoney(cents(5))).toBe('$0.05');
    expect(formatMoney(cents(-500))).toBe('-$5.00');
    expect(formatMoney(cents(100), 'S$')).toBe('S$1.00');
  });

  it('rounds half away from zero, ignoring float noise', () => {
    expect(roundHalfUp(2.5)).toBe(3);
    expect(roundHalfUp(-2.5)).toBe(-3);
    expect(roundHalfUp(2.4999)).toBe(2);
    expect(roundHalfUp(1.005 * 100)).toBe(101);
    expect(roundHalfUp(0.285 * 100)).toBe(29);
  });

  it('shows the currency code where amounts of different countries meet', () => {
    expect(formatMoneyWithCode(cents(2450), 'SGD')).toBe('SGD 24.50');
    expect(formatMoneyWithCode(cents(123450), 'AUD')).toBe('AUD 1,234.50');
    expect(formatMoneyWithCode(cents(-500), 'SGD')).toBe('SGD -5.00');
  });

  it('accepts only three capital letters as a currency code', () => {
    expect(isCurrencyCode('SGD')).toBe(true);
    expect(isCurrencyCode('sgd')).toBe(false);
    expect(isCurrencyCode('SG')).toBe(false);
    expect(isCurrencyCode('$')).toBe(false);
  });
});
