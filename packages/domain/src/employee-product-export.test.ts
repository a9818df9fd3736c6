import { describe, expect, it } from 'vitest';
import { employeeProductExport } from './employee-product-export.ts';

describe('employee product export', () => {
  it('drops the columns empty on every row and keeps staff ids as text', () => {
    const table = employeeProductExport([
      { item_title: 'Polo', staff_id: '007', name: 'Ann', department: null, size: 'M', qty: 1, note: '' },
      {
        item_title: 'Polo',
        staff_id: '0042',
        name: 'Ben',
        department: 'Kitchen',
        size: 'L',
        qty: 2,
        note: null,
      },
    ]);
    expect(table.headers).toEqual(['Product', 'Staff ID', 'Name', 'Department', 'Size', 'Qty']);
    expect(table.rows).toEqual([
      ['Polo', '007', 'Ann', '', 'M', 1],
      ['Polo', '0042', 'Ben', 'Kitchen', 'L', 2],
    ]);
  });
});
