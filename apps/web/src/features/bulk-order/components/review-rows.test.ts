import { checkBulkOrderRow, type RosterRow } from '@livery/domain/roster-rows';
import { describe, expect, it } from 'vitest';
import { reviewFieldsOf, reviewRows } from './review-rows.ts';
import type { ReviewRow } from './roster-review-table.tsx';

const PRODUCTS = [{ title: 'Front Office Polo', sizes: ['S', 'M', 'L'] }];

function rowsOf(...cells: RosterRow[]): ReviewRow[] {
  return cells.map((row, key) => ({
    key,
    cells: row,
    check: checkBulkOrderRow(row, PRODUCTS),
    readings: [],
  }));
}

describe('the bulk order review', () => {
  it('shows staff ID, name, each product size and quantity, the person, then any other mapped column', () => {
    expect(
      reviewFieldsOf(2, ['name', 'staff_id', 'employee_no', null, 'keep_duplicate', 'product1_size']),
    ).toEqual([
      'staff_id',
      'name',
      'product1_size',
      'product1_qty',
      'product2_size',
      'product2_qty',
      'nametag',
      'sex',
      'department',
      'cost_center',
      'employee_no',
    ]);
  });

  it('makes a staff ID ordering the same product twice a problem of both rows until one is kept', () => {
    const rows = rowsOf(
      { staff_id: '1001', name: 'Ana', product1_size: 'M', product1_qty: '1' },
      { staff_id: '1001 ', name: 'Ana B', product1_size: 'L', product1_qty: '1' },
      { staff_id: '1002', name: 'Ben', product1_size: 'S', product1_qty: '1' },
    );
    const reviewed = reviewRows(rows, 1, new Set());
    expect(reviewed.map((row) => row.check.valid)).toEqual([false, false, true]);
    expect(reviewed[0]?.check.columns).toContain('staff_id');
    expect(reviewed[0]?.check.valid ? '' : reviewed[0]?.check.error_message).toMatch(/row 2/);

    const kept = rowsOf(
      { staff_id: '1001', name: 'Ana', product1_size: 'M', product1_qty: '1' },
      { staff_id: '1001', name: 'Ana B', product1_size: 'L', product1_qty: '1', keep_duplicate: 'yes' },
    );
    const afterKeeping = reviewRows(kept, 1, new Set());
    expect(afterKeeping[1]?.check.valid).toBe(true);
    expect(afterKeeping[1]?.duplicate?.isKept).toBe(true);
  });

  it('flags a leaver by staff ID in any case and leaves everyone else as checked', () => {
    const rows = rowsOf(
      { staff_id: 'ab-7', name: 'Cai', product1_size: 'M', product1_qty: '2' },
      { staff_id: 'AB-8', name: 'Dee', product1_size: 'M', product1_qty: '2' },
    );
    const reviewed = reviewRows(rows, 1, new Set(['AB-7']));
    expect(reviewed[0]?.isLeaver).toBe(true);
    expect(reviewed[0]?.check.valid).toBe(true);
    expect(reviewed[1]).toBe(rows[1]);
  });
});
