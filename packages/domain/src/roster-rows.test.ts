import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bulkOrderSizeOptions, checkBuilderRow, checkBulkOrderRow, rosterQuantity } from './roster-rows.ts';
import { matchSize } from './size-order.ts';

const SIZES = ['S', 'M', 'L', 'XL'];
const good = { staff_id: '007', name: 'Ana Lim', qty: '2', sex: 'female', size: 'M', nametag: 'Ana' };

describe('builder row checks', () => {
  it('accepts a complete row, sizes in any case', () => {
    expect(checkBuilderRow(good, SIZES)).toEqual({ valid: true, error_message: '', column: null });
    expect(checkBuilderRow({ ...good, size: 'xl' }, SIZES).valid).toBe(true);
  });

  it('reports the first problem in the spec’s order', () => {
    expect(checkBuilderRow({ ...good, staff_id: ' ', name: '' }, SIZES)).toEqual({
      valid: false,
      error_message: 'Staff ID column is compulsory, please fill.',
      column: 'staff_id',
    });
    expect(checkBuilderRow({ ...good, name: '' }, SIZES).error_message).toBe(
      'Name column is compulsory, please fill.',
    );
    for (const qty of ['', '-1', '1.5', 'two']) {
      expect(checkBuilderRow({ ...good, qty }, SIZES).error_message).toBe(
        'Quantity requires a numeric number.',
      );
    }
    expect(checkBuilderRow({ ...good, nametag: 'x'.repeat(26) }, SIZES).error_message).toBe(
      'Tags Max 25 Characters',
    );
    expect(checkBuilderRow({ ...good, nametag: 'x'.repeat(25) }, SIZES).valid).toBe(true);
    expect(checkBuilderRow({ ...good, sex: '' }, SIZES).error_message).toBe(
      'Sex column is compulsory, please fill.',
    );
    expect(checkBuilderRow({ ...good, size: '3XL' }, SIZES)).toMatchObject({
      error_message: 'Size 3XL is not available.',
      column: 'size',
    });
  });

  it('accepts a quantity of zero', () => {
    expect(checkBuilderRow({ ...good, qty: '0' }, SIZES).valid).toBe(true);
  });
});

describe('bulk order row checks', () => {
  const row = {
    staff_id: '0042',
    name: 'Raj',
    sex: 'male',
    product1_size: 'L',
    product1_qty: '1',
    product2_size: 'NA',
    product2_qty: '0',
  };
  const productSizes = [
    { title: 'Harbour Polo', sizes: SIZES },
    { title: 'Tote', sizes: ['One Size'] },
  ];

  it('accepts a complete row, NA meaning none of that product', () => {
    expect(checkBulkOrderRow(row, productSizes).valid).toBe(true);
  });

  it('lists every problem with the spec’s words', () => {
    const check = checkBulkOrderRow(
      {
        ...row,
        staff_id: '',
        name: '',
        sex: '',
        nametag: 'y'.repeat(26),
        product1_qty: '-2',
        product2_size: 'XXL',
      },
      productSizes,
    );
    expect(check.valid).toBe(false);
    expect(check.error_message.split('\n')).toEqual([
      '- Input Staff ID',
      '- Input Name',
      '- Tags Max 25 Characters',
      '- Input Gender',
      '- Input product1_qty',
      "- Size XXL is not one of Tote's sizes: One Size or NA",
    ]);
    expect(check.column).toBe('staff_id');
    expect(check.columns).toEqual(['staff_id', 'name', 'nametag', 'sex', 'product1_qty', 'product2_size']);
  });

  it('never calls a row with a missing staff id valid', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (name, size) => {
        expect(
          checkBulkOrderRow({ ...row, staff_id: '', name, product1_size: size }, productSizes).valid,
        ).toBe(false);
      }),
    );
  });

  it('flags a name tag exactly when it is longer than 25 characters', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 0, maxLength: 40 }).filter((tag) => tag.trim() === tag),
        (nametag) => {
          const messages = checkBulkOrderRow({ ...row, nametag }, productSizes).error_message;
          expect(messages.includes('- Tags Max 25 Characters')).toBe(nametag.length > 25);
        },
      ),
    );
  });

  it('accepts any whole quantity of at least zero and names the column of any other', () => {
    fc.assert(
      fc.property(fc.nat(100_000), (qty) => {
        expect(checkBulkOrderRow({ ...row, product1_qty: String(qty) }, productSizes).valid).toBe(true);
      }),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ max: -1 }).map(String),
          fc
            .double({ noNaN: true, noDefaultInfinity: true })
            .filter((n) => !Number.isInteger(n))
            .map(String),
          fc.constantFrom('two', '1e2', '+1', '0x10'),
        ),
        (qty) => {
          const check = checkBulkOrderRow({ ...row, product2_qty: qty }, productSizes);
          expect(check.error_message).toBe('- Input product2_qty');
          expect(check.column).toBe('product2_qty');
        },
      ),
    );
  });

  it('accepts the product’s sizes in any case and NA, and names the sizes for anything else', () => {
    expect(bulkOrderSizeOptions(SIZES)).toEqual(['S', 'M', 'L', 'XL', 'NA']);
    for (const size of ['s', 'XL', 'na', 'NA']) {
      expect(checkBulkOrderRow({ ...row, product1_size: size }, productSizes).valid).toBe(true);
    }
    fc.assert(
      fc.property(
        // Anything not read as a size, aliases included (XXL, Small ... and, as the reader stands, "_l").
        fc
          .string()
          .filter(
            (size) =>
              !['S', 'M', 'L', 'XL', 'NA'].includes(size.trim().toUpperCase()) &&
              matchSize(['S', 'M', 'L', 'XL'], size) === undefined,
          ),
        (size) => {
          const check = checkBulkOrderRow({ ...row, product1_size: size }, productSizes);
          expect(check.error_message).toBe(
            size.trim() === ''
              ? '- Size is missing for Harbour Polo: one of S, M, L, XL or NA'
              : `- Size ${size.trim()} is not one of Harbour Polo's sizes: S, M, L, XL or NA`,
          );
          expect(check.column).toBe('product1_size');
        },
      ),
    );
  });

  it('takes a blank quantity as one piece, as a plain roster without a quantity column gives it', () => {
    expect(checkBulkOrderRow({ ...row, product1_qty: '' }, productSizes).valid).toBe(true);
    const { product1_qty: _dropped, ...withoutQuantity } = row;
    expect(checkBulkOrderRow(withoutQuantity, productSizes).valid).toBe(true);
    expect(rosterQuantity(undefined)).toBe(1);
    expect(rosterQuantity(' ')).toBe(1);
    expect(rosterQuantity('3')).toBe(3);
    expect(rosterQuantity('two')).toBeUndefined();
  });

  it('requires a gender where the roster has a Sex column, a name always, and keeps staff IDs with leading zeros', () => {
    expect(checkBulkOrderRow({ ...row, sex: ' ' }, productSizes).error_message).toBe('- Input Gender');
    const { sex: _noSexColumn, ...plainRow } = row;
    expect(checkBulkOrderRow(plainRow, productSizes).valid).toBe(true);
    expect(checkBulkOrderRow({ ...row, name: '' }, productSizes).error_message).toBe('- Input Name');
    fc.assert(
      fc.property(fc.stringMatching(/^0+[0-9]{0,6}$/), (staffId) => {
        const input = { ...row, staff_id: staffId };
        expect(checkBulkOrderRow(input, productSizes).valid).toBe(true);
        expect(input.staff_id).toBe(staffId);
      }),
    );
  });
});
