import { describe, expect, it } from 'vitest';
import {
  describeDiscount,
  discountCodeProblem,
  discountCodeValidity,
  normaliseDiscountCode,
} from './discount-codes.ts';

const SINGAPORE = 'Asia/Singapore';

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
        SINGAPORE,
      ),
    ).toBeNull();
  });

  it('refuses an inactive, early, expired or used-up code with a clear message', () => {
    expect(discountCodeProblem({ ...base, isActive: false }, now, SINGAPORE)).toBe(
      'Discount code WELCOME10 is no longer active.',
    );
    expect(
      discountCodeProblem({ ...base, validFrom: new Date('2026-07-01T00:00:00Z') }, now, SINGAPORE),
    ).toBe('Discount code WELCOME10 is not valid until 2026-07-01.');
    expect(
      discountCodeProblem({ ...base, validUntil: new Date('2026-05-31T00:00:00Z') }, now, SINGAPORE),
    ).toBe('Discount code WELCOME10 expired on 2026-05-31.');
    expect(discountCodeProblem({ ...base, usageLimit: 3, usedCount: 3 }, now, SINGAPORE)).toBe(
      'Discount code WELCOME10 has reached its usage limit.',
    );
  });

  it("works through 23:59 of its last day in the provider's zone, and names the provider's days", () => {
    const validity = discountCodeValidity('2026-11-01', '2026-11-30', SINGAPORE);
    expect(validity.validFrom?.toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(validity.validUntil?.toISOString()).toBe('2026-11-30T15:59:59.999Z');
    const code = { ...base, ...validity };
    expect(discountCodeProblem(code, new Date('2026-11-30T15:59:00Z'), SINGAPORE)).toBeNull();
    // 00:00 on 1 Dec in Singapore (16:00 UTC on 30 Nov): expired on 30 Nov, not on a UTC day.
    expect(discountCodeProblem(code, new Date('2026-11-30T16:00:00Z'), SINGAPORE)).toBe(
      'Discount code WELCOME10 expired on 2026-11-30.',
    );
    // 23:30 on 31 Oct in Singapore: not valid until 1 Nov (UTC would say 31 Oct).
    expect(discountCodeProblem(code, new Date('2026-10-31T15:30:00Z'), SINGAPORE)).toBe(
      'Discount code WELCOME10 is not valid until 2026-11-01.',
    );
    expect(discountCodeProblem(code, new Date('2026-10-31T16:00:00Z'), SINGAPORE)).toBeNull();
  });

  it('describes percentage and fixed codes', () => {
    expect(describeDiscount('percentage', 10)).toBe('10%');
    expect(describeDiscount('fixed', 500)).toBe('SGD 5.00 off');
  });
});
