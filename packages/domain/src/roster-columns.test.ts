import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapBulkOrderColumns, mapRosterColumns, missingBuilderColumns } from './roster-columns.ts';

describe('roster column mapping', () => {
  it('matches headers loosely by keywords', () => {
    expect(
      mapRosterColumns([
        'Staff ID',
        'Full Name',
        'Name Tag',
        'Gender',
        'Department',
        'Cost Center',
        'Position',
        'Laundry ID',
        'Locker No',
        'Uniform Code',
        'Shirt Size',
        'Quantity',
        'Other Info',
        'Note',
      ]),
    ).toEqual([
      'staff_id',
      'name',
      'nametag',
      'sex',
      'department',
      'cost_center',
      'position',
      'laundry_id',
      'locker_id',
      'uniform_code',
      'size',
      'qty',
      'other_info',
      'note',
    ]);
  });

  it('reads snake_case, a byte-order mark and "qty"', () => {
    expect(mapRosterColumns(['\uFEFFstaff_id', 'name', 'sex', 'size', 'qty'])).toEqual([
      'staff_id',
      'name',
      'sex',
      'size',
      'qty',
    ]);
  });

  it('numbers up to three tag columns and drops the rest and unknown columns', () => {
    expect(mapRosterColumns(['Tag A', 'Tag B', 'Tag C', 'Tag D', 'Favourite colour'])).toEqual([
      'tag_1',
      'tag_2',
      'tag_3',
      null,
      null,
    ]);
  });

  it('keeps the first of two columns for one field', () => {
    expect(mapRosterColumns(['Size', 'Size (again)'])).toEqual(['size', null]);
  });
});

describe('builder mandatory columns', () => {
  it('names every missing compulsory column in order', () => {
    expect(missingBuilderColumns(['name', 'size'])).toEqual([
      'Missing staff ID column',
      'Missing Qty column',
      'Missing Sex column',
    ]);
    expect(missingBuilderColumns(['staff_id', 'name', 'qty', 'sex', 'size'])).toEqual([]);
  });
});

describe('bulk order column mapping', () => {
  it('gives product columns to their product and the rest to the roster', () => {
    expect(
      mapBulkOrderColumns(
        [
          'staff_id',
          'name',
          'department',
          'sex',
          'product1_size',
          'product1_qty',
          'Product 2 Size',
          'Product 2 Qty',
          'other_info',
        ],
        2,
      ),
    ).toEqual([
      'staff_id',
      'name',
      'department',
      'sex',
      'product1_size',
      'product1_qty',
      'product2_size',
      'product2_qty',
      'other_info',
    ]);
  });

  it('drops columns of products that were not chosen and a fourth tag', () => {
    expect(
      mapBulkOrderColumns(
        [
          'product3_size',
          'product1_tag_1',
          'product1_tag_2',
          'product1_tag_3',
          'product1_tag_4',
          'product1_note',
        ],
        2,
      ),
    ).toEqual([null, 'product1_tag_1', 'product1_tag_2', 'product1_tag_3', null, 'product1_note']);
  });
});

describe('plain product columns in a bulk order', () => {
  it('maps a plain roster’s Size and Quantity to the one chosen product', () => {
    expect(mapBulkOrderColumns(['Staff ID', 'Name', 'Department', 'Size'], 1)).toEqual([
      'staff_id',
      'name',
      'department',
      'product1_size',
    ]);
    expect(mapBulkOrderColumns(['Name', 'Quantity'], 1)).toEqual(['name', 'product1_qty']);
  });

  it('gives plain size, qty, note and tag columns to the only product, and drops them with several', () => {
    expect(mapBulkOrderColumns(['Staff ID', 'Size', 'Qty', 'Note', 'Tag'], 1)).toEqual([
      'staff_id',
      'product1_size',
      'product1_qty',
      'product1_note',
      'product1_tag_1',
    ]);
    expect(mapBulkOrderColumns(['Staff ID', 'Size', 'Qty'], 2)).toEqual(['staff_id', null, null]);
  });

  it('keeps an explicit product1 column over a plain one', () => {
    expect(mapBulkOrderColumns(['product1_size', 'Size'], 1)).toEqual(['product1_size', null]);
  });
});

describe('column mapping properties', () => {
  const header = fc.oneof(
    fc.constantFrom('Staff ID', 'Name', 'Tag', 'Sex', 'Dept', 'Cost', 'Size', 'Qty', 'Note', 'Info', 'x'),
    fc
      .tuple(fc.integer({ min: 1, max: 12 }), fc.constantFrom('size', 'qty', 'note', 'tag'))
      .map(([n, what]) => `product${n}_${what}`),
    fc.string(),
  );

  it('never maps two columns to one field and never more than three tags per product', () => {
    fc.assert(
      fc.property(
        fc.array(header, { maxLength: 40 }),
        fc.integer({ min: 1, max: 10 }),
        (headers, products) => {
          const mapped = mapBulkOrderColumns(headers, products).filter((column) => column !== null);
          expect(new Set(mapped).size).toBe(mapped.length);
          const plainTags = mapped.filter((column) => /^tag_/.test(column));
          expect(plainTags.length).toBeLessThanOrEqual(3);
          for (let n = 1; n <= products; n++) {
            const tags = mapped.filter((column) => column.startsWith(`product${n}_tag_`));
            expect(tags.length).toBeLessThanOrEqual(3);
          }
          for (const column of mapped) {
            const product = /^product(\d+)_/.exec(column);
            if (product) expect(Number(product[1])).toBeLessThanOrEqual(products);
          }
        },
      ),
    );
  });
});
