import { staffIdKey } from './employee-records.ts';
import { NO_SIZE, type RosterRow, rosterQuantity } from './roster-rows.ts';

/** The cell a roster row carries when the buyer chose to keep it beside another row of the same staff ID. */
export const KEEP_DUPLICATE_FIELD = 'keep_duplicate';
export const KEEP_DUPLICATE_VALUE = 'yes';

/** Whether the buyer chose to keep this row although its staff ID is on another row too. */
export function isKeptDuplicate(row: RosterRow): boolean {
  return row[KEEP_DUPLICATE_FIELD]?.trim().toLowerCase() === KEEP_DUPLICATE_VALUE;
}

function takesProduct(row: RosterRow, productNumber: number): boolean {
  const size = row[`product${productNumber}_size`]?.trim() ?? '';
  if (size.toUpperCase() === NO_SIZE) return false;
  return (rosterQuantity(row[`product${productNumber}_qty`]) ?? 1) > 0;
}

/** One row whose staff ID is on another row ordering the same product. */
export interface RosterDuplicate {
  /** 0-based index of the row in the roster. */
  index: number;
  staffId: string;
  /** Every row (1-based, as the buyer counts) with that staff ID ordering the product, this one included. */
  rowNumbers: number[];
  /** Whether the buyer chose to keep this row. */
  isKept: boolean;
  /** '- Staff ID 1001 is also on row 7: keep or drop this row' (empty when kept). */
  message: string;
}

/**
 * Rows that would bill one person twice: rows sharing a staff ID (trimmed, any case) that both order the
 * same product (size not NA, quantity above 0). Each such row is listed, with whether the buyer kept it;
 * a roster is ready only when every listed row is kept or dropped.
 */
export function findRosterDuplicates(rows: readonly RosterRow[], productCount: number): RosterDuplicate[] {
  const rowsOf = new Map<string, number[]>();
  rows.forEach((row, index) => {
    const key = staffIdKey(row.staff_id ?? '');
    if (key === '') return;
    const known = rowsOf.get(key);
    if (known) known.push(index);
    else rowsOf.set(key, [index]);
  });
  const duplicates: RosterDuplicate[] = [];
  for (const indexes of rowsOf.values()) {
    if (indexes.length < 2) continue;
    for (const index of indexes) {
      const row = rows[index]!;
      const others = new Set<number>();
      for (let product = 1; product <= productCount; product++) {
        if (!takesProduct(row, product)) continue;
        for (const other of indexes) {
          if (other !== index && takesProduct(rows[other]!, product)) others.add(other);
        }
      }
      if (others.size === 0) continue;
      const isKept = isKeptDuplicate(row);
      const otherNumbers = [...others].sort((a, b) => a - b).map((other) => other + 1);
      const staffId = row.staff_id!.trim();
      duplicates.push({
        index,
        staffId,
        rowNumbers: [index + 1, ...otherNumbers].sort((a, b) => a - b),
        isKept,
        message: isKept
          ? ''
          : `- Staff ID ${staffId} is also on row ${otherNumbers.join(', ')}: keep or drop this row`,
      });
    }
  }
  return duplicates.sort((a, b) => a.index - b.index);
}
