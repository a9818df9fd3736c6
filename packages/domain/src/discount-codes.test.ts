import { describe, expect, it } from 'vitest';
import { describeDiscount, discountCodeProblem, normaliseDiscountCode } from './discount-codes.ts';

const base = {
  code: 'WELCOME10',
  isActive: true,
  validFrom: null,
  validUntil: null,
  usageLimit: null,
  usedCount: 0,
};
const now = new Date('2026-06-01T12:00:00Z');

describe('discount codes', () => {
  it('upper-cases and trims what the buyer typed', () => {
    expect(normaliseDiscountCode('  welcome10 ')).toBe('WELCOME10');
  });

  it('accepts an active code within its dates and under its limit', () => {
    expect(
      discountCodeProblem(
        {
          ...base,
          validFrom: new Date('2026-01-01'),
          validUntil: new Date('2027-01-01'),
          usageLimit: 3,
          usedCount: 2,
        },
        now,
      ),
    ).toBeNull();
  });

  it('refuses an inactive, early, expired or used-up code with a clear message', () => {
    expect(discountCodeProblem({ ...base, isActive: false }, now)).toBe(
      'Discount code WELCOME10 is no longer active.',
    );
    expect(discountCodeProblem({ ...base, validFrom: new Date('2026-07-01T00:00:00Z') }, now)).toBe(
      'Discount code WELCOME10 is not valid until 2026-07-01.',
    );
    expect(discountCodeProblem({ ...base, validUntil: new Date('2026-05-31T00:00:00Z') }, now)).toBe(
      'Discount code WELCOME10 expired on 2026-05-31.',
    );
    expect(discountCodeProblem({ ...base, usageLimit: 3, usedCount: 3 }, now)).toBe(
      'Discount code WELCOME10 has reached its usage limit.',
    );
  });

  it('describes percentage and fixed codes', () => {
    expect(describeDiscount('percentage', 10)).toBe('10%');
    expect(describeDiscount('fixed', 500)).toBe('SGD 5.00 off');
  });
});
