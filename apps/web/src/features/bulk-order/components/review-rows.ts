import { staffIdKey } from '@livery/domain/employee-records';
import { findRosterDuplicates, KEEP_DUPLICATE_FIELD } from '@livery/domain/roster-duplicates';
import type { ReviewRow } from './roster-review-table.tsx';

/**
 * Person columns the review always shows, so a missing one can be typed in. Staff ID and name lead, then
 * each product's size and quantity (what a buyer fixes most), so they stay in view at 1280 px.
 */
const REVIEW_LEADING_FIELDS = ['staff_id', 'name'];
const REVIEW_PERSON_FIELDS = ['nametag', 'sex', 'department', 'cost_center'];

/** The review's columns: the fields it always shows, then any other mapped column (not the keep marker). */
export function reviewFieldsOf(productCount: number, columns: ReadonlyArray<string | null>): string[] {
  const productFields = Array.from({ length: productCount }, (_, index) => [
    `product${index + 1}_size`,
    `product${index + 1}_qty`,
  ]).flat();
  const shown = [...REVIEW_LEADING_FIELDS, ...productFields, ...REVIEW_PERSON_FIELDS];
  const more = columns.filter(
    (column): column is string =>
      Boolean(column) && column !== KEEP_DUPLICATE_FIELD && !shown.includes(column!),
  );
  return [...shown, ...more];
}

/**
 * The rows as the review shows them: each row's own check, plus a staff ID ordering a product on another row
 * (not kept) as one more problem (decision 118), and leavers flagged.
 */
export function reviewRows(
  rows: readonly ReviewRow[],
  productCount: number,
  leavers: ReadonlySet<string>,
): ReviewRow[] {
  const duplicates = new Map(
    findRosterDuplicates(
      rows.map((row) => row.cells),
      productCount,
    ).map((duplicate) => [duplicate.index, duplicate]),
  );
  return rows.map((row, index) => {
    const duplicate = duplicates.get(index);
    const isLeaver = leavers.size > 0 && leavers.has(staffIdKey(row.cells.staff_id ?? ''));
    if (!duplicate && !isLeaver) return row;
    if (!duplicate || duplicate.isKept) return { ...row, duplicate, isLeaver };
    const messages = row.check.valid ? [] : [row.check.error_message];
    return {
      ...row,
      duplicate,
      isLeaver,
      check: {
        valid: false,
        error_message: [...messages, duplicate.message].join('\n'),
        column: row.check.column ?? 'staff_id',
        columns: [...row.check.columns, 'staff_id'],
      },
    };
  });
}
