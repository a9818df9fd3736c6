import { describe, expect, it } from 'vitest';
import { findRosterDuplicates } from './roster-duplicates.ts';

describe('staff IDs on more than one roster row', () => {
  it('flags every row of a staff ID that orders the same product twice, naming the other rows', () => {
    const rows = [
      { staff_id: '1001', product1_size: 'M', product1_qty: '1' },
      { staff_id: '1002', product1_size: 'L', product1_qty: '1' },
      { staff_id: ' 1001 ', product1_size: 'L', product1_qty: '' },
    ];
    const duplicates = findRosterDuplicates(rows, 1);
    expect(duplicates.map(({ index, rowNumbers }) => [index, rowNumbers])).toEqual([
      [0, [1, 3]],
      [2, [1, 3]],
    ]);
    expect(duplicates[0]!.message).toBe('- Staff ID 1001 is also on row 3: keep or drop this row');
    expect(duplicates[1]!.message).toBe('- Staff ID 1001 is also on row 1: keep or drop this row');
  });

  it('compares staff IDs in any case but keeps leading zeros apart', () => {
    const rows = [
      { staff_id: 'ab-1', product1_size: 'M' },
      { staff_id: 'AB-1', product1_size: 'M' },
      { staff_id: '007', product1_size: 'M' },
      { staff_id: '7', product1_size: 'M' },
    ];
    expect(findRosterDuplicates(rows, 1).map(({ index }) => index)).toEqual([0, 1]);
  });

  it('does not flag one person taking different products on two rows, or a row taking none', () => {
    const rows = [
      { staff_id: '1', product1_size: 'M', product2_size: 'NA' },
      { staff_id: '1', product1_size: 'NA', product2_size: 'L' },
      { staff_id: '2', product1_size: 'M', product1_qty: '1', product2_size: 'NA' },
      { staff_id: '2', product1_size: 'M', product1_qty: '0', product2_size: 'NA' },
      { staff_id: '', product1_size: 'M', product2_size: 'NA' },
      { staff_id: '', product1_size: 'M', product2_size: 'NA' },
    ];
    expect(findRosterDuplicates(rows, 2)).toEqual([]);
  });

  it('lists a kept row as kept, with no message', () => {
    const rows = [
      { staff_id: '9', product1_size: 'M', keep_duplicate: 'yes' },
      { staff_id: '9', product1_size: 'M' },
    ];
    const [kept, open] = findRosterDuplicates(rows, 1);
    expect(kept).toMatchObject({ index: 0, isKept: true, message: '' });
    expect(open).toMatchObject({ index: 1, isKept: false });
  });
});
