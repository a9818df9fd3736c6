import { describe, expect, it } from 'vitest';
import { countInvalidRows, qtyOptionsFromNameList, totalQuantity } from './name-list-quantities.ts';

describe('name list quantities', () => {
  it('adds each row’s quantity under its size, in the product’s spelling', () => {
    const rows = [
      { staff_id: '001', name: 'Ana', size: 'm', qty: '2' },
      { staff_id: '002', name: 'Ben', size: 'M', qty: '1' },
      { staff_id: '003', name: 'Cy', size: 'XL', qty: '3' },
      { staff_id: '004', name: 'Di', size: 'XXXL', qty: '5' },
      { staff_id: '005', name: 'Ed', size: 'S', qty: 'two' },
    ];
    expect(qtyOptionsFromNameList(rows, ['S', 'M', 'XL'])).toEqual({ S: 0, M: 3, XL: 3 });
  });

  it('counts the invalid rows and totals the quantities', () => {
    expect(countInvalidRows([{ valid: true }, { valid: false }, { valid: false }])).toBe(2);
    expect(totalQuantity({ S: 2, M: 0, L: 5 })).toBe(7);
  });
});
