import { describe, expect, it } from 'vitest';
import { mapBulkOrderColumns } from './roster-columns.ts';
import { rosterRowsCsv, rosterRowsFromOrder } from './roster-reorder.ts';

const garment = (productNumber: number, staff_id: string, size: string, extra = {}) => ({
  productNumber,
  person: { staff_id, name: `Person ${staff_id}`, nametag: null, department: 'Kitchen' },
  size,
  qty: 1,
  note: null,
  tags: [],
  ...extra,
});

describe('the roster a Reorder hands the bulk order', () => {
  it('puts one person’s products on one row, with NA for a product they did not take', () => {
    const rows = rosterRowsFromOrder(
      [
        garment(1, 'FO-1', 'M', { qty: 2, note: 'short', tags: ['RFID-1'] }),
        garment(1, 'FO-2', 'L'),
        garment(2, 'fo-1', 'One Size'),
      ],
      2,
    );
    expect(rows).toEqual([
      {
        staff_id: 'FO-1',
        name: 'Person FO-1',
        department: 'Kitchen',
        product1_size: 'M',
        product1_qty: '2',
        product1_note: 'short',
        product1_tag_1: 'RFID-1',
        product2_size: 'One Size',
        product2_qty: '1',
      },
      {
        staff_id: 'FO-2',
        name: 'Person FO-2',
        department: 'Kitchen',
        product1_size: 'L',
        product1_qty: '1',
        product2_size: 'NA',
        product2_qty: '0',
      },
    ]);
  });

  it('gives a person ordered twice for one product a second row, both kept', () => {
    const rows = rosterRowsFromOrder([garment(1, '7', 'M'), garment(1, '7', 'L')], 1);
    expect(rows.map((row) => [row.product1_size, row.keep_duplicate])).toEqual([
      ['M', 'yes'],
      ['L', 'yes'],
    ]);
  });
});

describe('a reordered roster as CSV', () => {
  it('heads each field any row has, quotes only what needs it, and maps back to the same fields', () => {
    const csv = rosterRowsCsv([
      { staff_id: '-5', name: 'Lim, Ana', product1_size: 'M', keep_duplicate: 'yes' },
      { staff_id: '007', name: 'Raj "R" Kumar', product1_size: 'L', product1_tag_1: 'RFID-1' },
    ]);
    expect(csv).toBe(
      'staff_id,name,product1_size,keep_duplicate,product1_tag_1\r\n' +
        '-5,"Lim, Ana",M,yes,\r\n' +
        '007,"Raj ""R"" Kumar",L,,RFID-1\r\n',
    );
    expect(mapBulkOrderColumns(csv.split('\r\n')[0]!.split(','), 1)).toEqual([
      'staff_id',
      'name',
      'product1_size',
      'keep_duplicate',
      'product1_tag_1',
    ]);
  });
});
