import { describe, expect, it } from 'vitest';
import { compareRosterWithWearers } from './roster-changes.ts';

const SIZES = ['S', 'M', 'L', '2XL'];
const WEARERS = [
  { staff_id: 'FO-1', name: 'Ana', size: 'M' },
  { staff_id: 'FO-2', name: 'Raj', size: 'L' },
  { staff_id: 'FO-3', name: 'Uma', size: '2XL' },
];

describe('a roster against who wore the product before', () => {
  it('names who joined, who left and whose size changed', () => {
    const rows = [
      { staff_id: 'fo-1', name: 'Ana', product1_size: 'M' },
      { staff_id: 'FO-2', name: 'Raj', product1_size: '2XL' },
      { staff_id: 'FO-9', name: 'Mo', product1_size: 'S' },
    ];
    expect(compareRosterWithWearers(rows, 1, SIZES, WEARERS)).toEqual({
      joined: [{ staff_id: 'FO-9', name: 'Mo' }],
      left: [{ staff_id: 'FO-3', name: 'Uma', size: '2XL' }],
      resized: [{ staff_id: 'FO-2', name: 'Raj', from: 'L', to: '2XL' }],
    });
  });

  it('reads XXL as the 2XL worn before, and a row taking none of the product as not on it', () => {
    const rows = [
      { staff_id: 'FO-3', name: 'Uma', product1_size: 'XXL' },
      { staff_id: 'FO-1', name: 'Ana', product1_size: 'NA' },
      { staff_id: 'FO-2', name: 'Raj', product1_size: 'L', product1_qty: '0' },
    ];
    const changes = compareRosterWithWearers(rows, 1, SIZES, WEARERS);
    expect(changes.resized).toEqual([]);
    expect(changes.left.map((wearer) => wearer.staff_id)).toEqual(['FO-1', 'FO-2']);
  });
});
