import { describe, expect, it } from 'vitest';
import { describeQuantities, orderBySizes } from './size-order.ts';

describe('sizes in the product order', () => {
  it('lists quantities in the order of the product sizes, not the stored order', () => {
    // The order PostgreSQL's jsonb hands keys back in: shorter first, then by bytes.
    const stored = { L: 8, M: 10, S: 6, XL: 2 };
    expect(describeQuantities(stored, ['XS', 'S', 'M', 'L', 'XL'])).toBe('S: 6, M: 10, L: 8, XL: 2');
  });

  it('leaves out sizes with no pieces and keeps sizes the product no longer lists at the end', () => {
    expect(orderBySizes({ '3XL': 1, L: 0, S: 2 }, ['S', 'M', 'L'])).toEqual([
      ['S', 2],
      ['L', 0],
      ['3XL', 1],
    ]);
    expect(describeQuantities({ '3XL': 1, L: 0, S: 2 }, ['S', 'M', 'L'])).toBe('S: 2, 3XL: 1');
  });
});
