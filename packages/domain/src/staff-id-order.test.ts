import { describe, expect, it } from 'vitest';
import { compareStaffIds } from './staff-id-order.ts';

describe('staff id order', () => {
  it('sorts numbers by value, then text, as the product status table does', () => {
    const ids = ['10', 'B-2', '9', '007', 'a-1', '0042', '8'];
    expect([...ids].sort(compareStaffIds)).toEqual(['007', '8', '9', '10', '0042', 'a-1', 'B-2']);
  });
});
