/** The columns the bulk-order review table sorts by (spec 02 section 2.3). */
export const ROSTER_SORT_KEYS = ['name', 'department', 'staff_id', 'valid'] as const;
export type RosterSortKey = (typeof ROSTER_SORT_KEYS)[number];

export interface SortableRosterRow {
  cells: Record<string, string | undefined>;
  valid: boolean;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * Orders review rows: invalid rows come first (so they are fixed first), then by the chosen column in the
 * chosen direction; equal rows keep their roster order. Sorting by `valid` descending puts valid rows first.
 * Returns a new array.
 */
export function sortRosterRows<T extends SortableRosterRow>(
  rows: readonly T[],
  key: RosterSortKey | null = null,
  direction: 'ascend' | 'descend' = 'ascend',
): T[] {
  const sign = direction === 'ascend' ? 1 : -1;
  // Only sorting by the status column itself, descending, lifts the valid rows above the invalid ones.
  const validitySign = key === 'valid' && direction === 'descend' ? -1 : 1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      if (a.row.valid !== b.row.valid) return (a.row.valid ? 1 : -1) * validitySign;
      if (key && key !== 'valid') {
        const compared = collator.compare(a.row.cells[key] ?? '', b.row.cells[key] ?? '');
        if (compared !== 0) return compared * sign;
      }
      return a.index - b.index;
    })
    .map(({ row }) => row);
}
