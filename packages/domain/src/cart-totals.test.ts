import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartTotals, discountFor } from './cart-totals.ts';
import { cents, roundHalfUp } from './money.ts';

describe('cart totals', () => {
  it('adds shipping, takes off the discount, then adds GST', () => {
    expect(
      cartTotals({ subtotal: cents(10000), shipping: cents(1500), discount: cents(500), gstRatePercent: 9 }),
    ).toEqual({ subtotal: 10000, shipping: 1500, discount: 500, taxable: 11000, gst: 990, total: 11990 });
  });

  it('rounds GST half away from zero on cents', () => {
    expect(
      cartTotals({ subtotal: cents(1050), shipping: cents(0), discount: cents(0), gstRatePercent: 9 }).gst,
    ).toBe(95);
  });

  it('never lets the discount exceed the subtotal', () => {
    const totals = cartTotals({
      subtotal: cents(1000),
      shipping: cents(500),
      discount: cents(5000),
      gstRatePercent: 9,
    });
    expect(totals.discount).toBe(1000);
    expect(totals.total).toBe(545);
  });

  it('refuses negative amounts and impossible rates', () => {
    expect(() =>
      cartTotals({ subtotal: cents(-1), shipping: cents(0), discount: cents(0), gstRatePercent: 9 }),
    ).toThrow();
    expect(() =>
      cartTotals({ subtotal: cents(1), shipping: cents(0), discount: cents(0), gstRatePercent: 101 }),
    ).toThrow();
  });

  it('is never negative, discounts at most the subtotal and uses one rounding rule', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: -1_000, max: 20_000_000 }),
        fc.integer({ min: 0, max: 30 }),
        (subtotal, shipping, discount, rate) => {
          const totals = cartTotals({
            subtotal: cents(subtotal),
            shipping: cents(shipping),
            discount: cents(discount),
            gstRatePercent: rate,
          });
          expect(totals.total).toBeGreaterThanOrEqual(0);
          expect(totals.discount).toBeLessThanOrEqual(subtotal);
          expect(totals.discount).toBeGreaterThanOrEqual(0);
          expect(totals.gst).toBe(roundHalfUp((totals.taxable * rate) / 100));
          expect(totals.total).toBe(totals.taxable + totals.gst);
        },
      ),
    );
  });
});

describe('discount codes', () => {
  it('takes a percentage of the subtotal, rounded on cents', () => {
    expect(discountFor({ kind: 'percentage', value: 10 }, cents(12345))).toBe(1235);
  });

  it('never gives a negative discount or one above the subtotal, whatever the code', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('percentage' as const, 'fixed' as const),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (kind, value, subtotal) => {
          const discount = discountFor(
            { kind, value: kind === 'percentage' ? value % 101 : value },
            cents(subtotal),
          );
          expect(discount).toBeGreaterThanOrEqual(0);
          expect(discount).toBeLessThanOrEqual(subtotal);
          expect(Number.isInteger(discount)).toBe(true);
          const totals = cartTotals({
            subtotal: cents(subtotal),
            shipping: cents(0),
            discount,
            gstRatePercent: 9,
          });
          expect(totals.total).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('takes a fixed amount, never more than the subtotal', () => {
    expect(discountFor({ kind: 'fixed', value: 500 }, cents(12345))).toBe(500);
    expect(discountFor({ kind: 'fixed', value: 50000 }, cents(12345))).toBe(12345);
  });
});
