import { describe, expect, it } from 'vitest';
import { describeQuantities, matchSize, orderBySizes } from './size-order.ts';

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

describe('reading the sizes people type', () => {
  const POLO = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'];

  it('reads XXL, 2X and xxl as the product’s 2XL, and XXXL as 3XL', () => {
    for (const typed of ['XXL', '2X', 'xxl', ' 2xl ', 'x x l']) expect(matchSize(POLO, typed)).toBe('2XL');
    expect(matchSize(POLO, 'XXXL')).toBe('3XL');
    expect(matchSize(POLO, '3x')).toBe('3XL');
  });

  it('reads the sizes written out in words, in any case and spacing', () => {
    expect(matchSize(POLO, 'Extra Small')).toBe('XS');
    expect(matchSize(POLO, 'small')).toBe('S');
    expect(matchSize(POLO, 'MEDIUM')).toBe('M');
    expect(matchSize(POLO, 'Large')).toBe('L');
    expect(matchSize(POLO, 'extra  large')).toBe('XL');
    expect(matchSize(POLO, 'Extra-Large')).toBe('XL');
  });

  it('answers in the product’s own spelling when the product says XXL', () => {
    expect(matchSize(['S', 'M', 'XXL'], '2XL')).toBe('XXL');
    expect(matchSize(['Small', 'Medium'], 'm')).toBe('Medium');
  });

  it('prefers the same size to an alias, and reads a size list changed in place afresh', () => {
    expect(matchSize(['XXL', '2XL'], '2xl')).toBe('2XL');
    expect(matchSize(['XXL', '2XL'], '2X')).toBe('XXL');
    const sizes = ['S', 'M'];
    expect(matchSize(sizes, 'Large')).toBeUndefined();
    sizes.push('L');
    expect(matchSize(sizes, 'Large')).toBe('L');
  });

  it('reads a spelling the same the thousandth time, after thousands of odd ones', () => {
    const sizes = ['S', 'M', 'XXL'];
    for (let index = 0; index < 3_000; index += 1) {
      expect(matchSize(sizes, `odd ${index}`)).toBeUndefined();
      expect(matchSize(sizes, index % 2 ? '2xl' : 'Medium')).toBe(index % 2 ? 'XXL' : 'M');
    }
  });

  it('reads nothing for a size the product does not have or an unknown word', () => {
    expect(matchSize(['S', 'M', 'L'], 'XXL')).toBeUndefined();
    expect(matchSize(POLO, '5XL')).toBeUndefined();
    expect(matchSize(POLO, 'Huge')).toBeUndefined();
    expect(matchSize(POLO, '')).toBeUndefined();
    expect(matchSize(['One Size'], 'one size')).toBe('One Size');
  });
});
