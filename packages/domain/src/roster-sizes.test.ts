import { describe, expect, it } from 'vitest';
import { readRosterSizes, summariseSizeReadings } from './roster-sizes.ts';

const PRODUCTS = [{ sizes: ['S', 'M', 'L', '2XL'] }, { sizes: ['One Size'] }];

describe('reading a roster row’s sizes', () => {
  it('writes an alias in the product’s spelling and says what it read', () => {
    const { row, readings } = readRosterSizes(
      { staff_id: '7', product1_size: 'XXL', product2_size: 'one size' },
      PRODUCTS,
    );
    expect(row).toEqual({ staff_id: '7', product1_size: '2XL', product2_size: 'One Size' });
    expect(readings).toEqual([
      { column: 'product1_size', typed: 'XXL', size: '2XL' },
      { column: 'product2_size', typed: 'one size', size: 'One Size' },
    ]);
  });

  it('leaves exact sizes, NA and unknown sizes as typed, without a reading', () => {
    const input = { product1_size: '5XL', product2_size: 'NA' };
    expect(readRosterSizes(input, PRODUCTS)).toEqual({ row: input, readings: [] });
    expect(readRosterSizes({ product1_size: 'M' }, PRODUCTS).readings).toEqual([]);
  });

  it('sums the readings per column and spelling for the buyer', () => {
    const readings = [
      { column: 'product1_size', typed: 'XXL', size: '2XL' },
      { column: 'product1_size', typed: 'XXL', size: '2XL' },
      { column: 'product1_size', typed: 'Small', size: 'S' },
    ];
    expect(summariseSizeReadings(readings)).toEqual([
      { column: 'product1_size', typed: 'XXL', size: '2XL', rows: 2 },
      { column: 'product1_size', typed: 'Small', size: 'S', rows: 1 },
    ]);
  });
});
