import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bulkOrderProductLine, bulkOrderProductQuantities } from './bulk-order-lines.ts';

const SIZES = ['S', 'M', 'L'];

const rosterOf = (rows: Array<{ staff_id: string; size: string; qty: number }>) =>
  rows.map((row) => ({
    staff_id: row.staff_id,
    name: 'x',
    sex: 'male',
    product1_size: row.size,
    product1_qty: String(row.qty),
  }));

describe('a bulk order product line', () => {
  it('sums quantities per size and keeps each employee with that product’s size, qty, note and tags', () => {
    const line = bulkOrderProductLine(
      [
        {
          staff_id: '007',
          name: 'Ana',
          sex: 'female',
          product1_size: 'm',
          product1_qty: '2',
          product1_note: 'short sleeves',
          product1_tag_1: 'RFID',
          product2_size: 'L',
          product2_qty: '9',
        },
        { staff_id: '0042', name: 'Raj', sex: 'male', product1_size: 'M', product1_qty: '1' },
        { staff_id: '0100', name: 'Cy', sex: 'male', product1_size: 'NA', product1_qty: '3' },
        { staff_id: '0101', name: 'Di', sex: 'female', product1_size: 'S', product1_qty: '0' },
      ],
      1,
      SIZES,
    );
    expect(line.qtyOptions).toEqual({ M: 3 });
    expect(line.employees.map((employee) => employee.staff_id)).toEqual(['007', '0042']);
    expect(line.employees[0]).toMatchObject({
      size: 'M',
      qty: '2',
      note: 'short sleeves',
      tag_1: 'RFID',
    });
    expect(line.employees[0]).not.toHaveProperty('product2_qty');
  });

  it('counts one piece for a row without a quantity, as a plain roster gives it', () => {
    const rows = [
      { staff_id: '1', name: 'Ana', sex: 'female', product1_size: 'S' },
      { staff_id: '2', name: 'Raj', sex: 'male', product1_size: 'm', product1_qty: '' },
      { staff_id: '3', name: 'Cy', sex: 'male', product1_size: 'M', product1_qty: '2' },
    ];
    expect(bulkOrderProductLine(rows, 1, SIZES).qtyOptions).toEqual({ S: 1, M: 3 });
    expect(bulkOrderProductQuantities(rows, 1, SIZES)).toEqual({ S: 1, M: 3 });
  });

  it('orders exactly the pieces the rows ask for, staff IDs untouched', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            staff_id: fc.stringMatching(/^0{0,3}[0-9]{1,5}$/),
            size: fc.constantFrom('S', 'M', 'L', 'NA'),
            qty: fc.nat(20),
          }),
        ),
        (rows) => {
          const line = bulkOrderProductLine(rosterOf(rows), 1, SIZES);
          const ordered = rows.filter((row) => row.size !== 'NA');
          expect(bulkOrderProductQuantities(rosterOf(rows), 1, SIZES)).toEqual(line.qtyOptions);
          const total = Object.values(line.qtyOptions).reduce((sum, qty) => sum + qty, 0);
          expect(total).toBe(ordered.reduce((sum, row) => sum + row.qty, 0));
          expect(line.employees.map((employee) => employee.staff_id)).toEqual(
            ordered.filter((row) => row.qty > 0).map((row) => row.staff_id),
          );
        },
      ),
    );
  });
});
