import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROSTER_SORT_KEYS, sortRosterRows } from './roster-sort.ts';

const row = (name: string, valid: boolean, staff_id = '', department = '') => ({
  cells: { name, staff_id, department },
  valid,
});

describe('sorting review rows', () => {
  it('puts invalid rows first and keeps the roster order otherwise', () => {
    const rows = [row('A', true), row('B', false), row('C', true), row('D', false)];
    expect(sortRosterRows(rows).map((r) => r.cells.name)).toEqual(['B', 'D', 'A', 'C']);
  });

  it('sorts by name, department or staff id within the invalid and valid groups', () => {
    const rows = [row('Zed', true, '010'), row('amy', true, '9'), row('Bob', false, '002')];
    expect(sortRosterRows(rows, 'name').map((r) => r.cells.name)).toEqual(['Bob', 'amy', 'Zed']);
    expect(sortRosterRows(rows, 'name', 'descend').map((r) => r.cells.name)).toEqual(['Bob', 'Zed', 'amy']);
    expect(sortRosterRows(rows, 'staff_id').map((r) => r.cells.staff_id)).toEqual(['002', '9', '010']);
  });

  it('puts valid rows first only when sorting by status descending', () => {
    const rows = [row('A', false), row('B', true)];
    expect(sortRosterRows(rows, 'valid', 'descend').map((r) => r.cells.name)).toEqual(['B', 'A']);
    expect(sortRosterRows(rows, 'valid', 'ascend').map((r) => r.cells.name)).toEqual(['A', 'B']);
  });

  it('never places a valid row above an invalid one and never loses or invents a row', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.string(), valid: fc.boolean(), staff_id: fc.string() })),
        fc.constantFrom(null, ...ROSTER_SORT_KEYS),
        fc.constantFrom('ascend' as const, 'descend' as const),
        (raw, key, direction) => {
          fc.pre(!(key === 'valid' && direction === 'descend'));
          const rows = raw.map((r) => row(r.name, r.valid, r.staff_id));
          const sorted = sortRosterRows(rows, key, direction);
          expect(sorted).toHaveLength(rows.length);
          expect(new Set(sorted)).toEqual(new Set(rows));
          const firstValid = sorted.findIndex((r) => r.valid);
          if (firstValid >= 0) expect(sorted.slice(firstValid).every((r) => r.valid)).toBe(true);
        },
      ),
    );
  });
});
