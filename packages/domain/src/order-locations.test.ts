import { describe, expect, it } from 'vitest';
import {
  canChangeOrderLocations,
  groupEmployeesBy,
  locationSizeLines,
  overAssignedSizes,
} from './order-locations.ts';

describe('order locations', () => {
  it('may change until the order ships, completes or is cancelled', () => {
    expect(canChangeOrderLocations('order_pending')).toBe(true);
    expect(canChangeOrderLocations('order_ready')).toBe(true);
    expect(canChangeOrderLocations('order_shipped')).toBe(false);
    expect(canChangeOrderLocations('order_completed')).toBe(false);
    expect(canChangeOrderLocations('order_cancelled')).toBe(false);
  });

  it('splits each size into assigned and unfinished quantities that add up to the line', () => {
    expect(locationSizeLines({ S: 4, M: 6 }, { M: 6 })).toEqual([
      { size: 'S', qty: 4, assigned_qty: 0, unfinished_qty: 4, is_assigned_location: false },
      { size: 'M', qty: 6, assigned_qty: 6, unfinished_qty: 0, is_assigned_location: true },
    ]);
  });

  it('names each size asked beyond what is left, or not on the line', () => {
    expect(overAssignedSizes({ S: 4, M: 6 }, { M: 2 }, { S: 4, M: 4 })).toEqual([]);
    expect(overAssignedSizes({ S: 4, M: 6 }, { M: 2 }, { M: 5, XL: 1 })).toEqual([
      'M: 5 asked, 4 left to assign',
      'size XL is not on this line',
    ]);
  });

  it('groups people by department or size in first-seen order, each person in one group', () => {
    const rows = [
      { id: 1, department: 'Housekeeping', size: 'M' },
      { id: 2, department: null, size: 'L' },
      { id: 3, department: 'Front office', size: 'M' },
      { id: 4, department: 'Housekeeping', size: 'L' },
      { id: 5, department: '  ', size: 'S' },
    ];
    expect(
      groupEmployeesBy(rows, 'department').map((group) => [group.name, group.rows.map((row) => row.id)]),
    ).toEqual([
      ['Housekeeping', [1, 4]],
      ['None', [2, 5]],
      ['Front office', [3]],
    ]);
    expect(groupEmployeesBy(rows, 'size').map((group) => [group.name, group.rows.length])).toEqual([
      ['M', 2],
      ['L', 2],
      ['S', 1],
    ]);
  });
});
