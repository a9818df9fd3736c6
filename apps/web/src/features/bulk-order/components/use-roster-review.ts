import type { SavedProduct } from '@livery/api-schemas/saved-products';
import { bulkOrderProductQuantities } from '@livery/domain/bulk-order-lines';
import { staffIdKey } from '@livery/domain/employee-records';
import { KEEP_DUPLICATE_FIELD, KEEP_DUPLICATE_VALUE } from '@livery/domain/roster-duplicates';
import { checkBulkOrderRow, type RosterRow } from '@livery/domain/roster-rows';
import { sortRosterRows } from '@livery/domain/roster-sort';
import { useCallback, useMemo, useRef, useState } from 'react';
import { totalOf } from './manual-quantities.tsx';
import { reviewRows } from './review-rows.ts';
import type { ReviewRow, ReviewSort } from './roster-review-table.tsx';

export type RosterReview = ReturnType<typeof useRosterReview>;

/**
 * The checked roster rows under review: edited, kept, removed and added one by one, each re-checked at once;
 * shown in a sort order fixed when the rows or the sort change (not as cells are typed), a page at a time.
 */
export function useRosterReview(products: SavedProduct[]) {
  const [rows, setRows] = useState<ReviewRow[]>([]);
  const [order, setOrder] = useState<number[]>([]);
  const [sort, setSort] = useState<ReviewSort>({ key: null, direction: 'ascend' });
  const [page, setPage] = useState(1);
  const nextKey = useRef(0);
  const [leavers, setLeavers] = useState<Array<{ staff_id: string; name: string }>>([]);
  const leaverKeys = useMemo(() => new Set(leavers.map((leaver) => staffIdKey(leaver.staff_id))), [leavers]);

  const reviewed = useMemo(
    () => reviewRows(rows, products.length, leaverKeys),
    [rows, products.length, leaverKeys],
  );
  const byKey = useMemo(() => new Map(reviewed.map((row) => [row.key, row])), [reviewed]);
  const shownRows = useMemo(
    () => order.map((key) => byKey.get(key)).filter((row): row is ReviewRow => Boolean(row)),
    [order, byKey],
  );
  const invalidCount = useMemo(() => reviewed.filter((row) => !row.check.valid).length, [reviewed]);
  const rosterTotals = useMemo(() => {
    const cells = rows.map((row) => row.cells);
    return products.map((product, index) =>
      totalOf(bulkOrderProductQuantities(cells, index + 1, product.sizes)),
    );
  }, [rows, products]);

  const reorder = (next: ReviewRow[], nextSort: ReviewSort) =>
    setOrder(
      sortRosterRows(
        reviewRows(next, products.length, leaverKeys).map((row) => ({ ...row, valid: row.check.valid })),
        nextSort.key,
        nextSort.direction,
      ).map((row) => row.key),
    );

  /** The worker's checked rows (keyed 0..n-1) replace the review, from its first page. */
  const replaceRows = (next: ReviewRow[]) => {
    nextKey.current = next.length;
    setRows(next);
    reorder(next, sort);
    setPage(1);
  };

  const emptyRows = () => {
    setRows([]);
    setOrder([]);
  };

  const reset = () => {
    emptyRows();
    setLeavers([]);
    setPage(1);
  };

  const editRow = useCallback(
    (key: number, field: string, value: string) =>
      setRows((current) =>
        current.map((row) => {
          if (row.key !== key) return row;
          const cells = { ...row.cells, [field]: value };
          // A size chosen in the table is the product's own: what was read from the file no longer applies.
          const readings = row.readings.filter((reading) => reading.column !== field);
          return { ...row, cells, readings, check: checkBulkOrderRow(cells, products) };
        }),
      ),
    [products],
  );

  /** The buyer keeps a row whose staff ID is on another row: both are ordered and billed. */
  const keepRow = useCallback(
    (key: number) =>
      setRows((current) =>
        current.map((row) =>
          row.key === key
            ? { ...row, cells: { ...row.cells, [KEEP_DUPLICATE_FIELD]: KEEP_DUPLICATE_VALUE } }
            : row,
        ),
      ),
    [],
  );

  const removeRow = useCallback((key: number) => {
    setRows((current) => current.filter((row) => row.key !== key));
    setOrder((current) => current.filter((candidate) => candidate !== key));
  }, []);

  const addRow = (cells: RosterRow) => {
    const row: ReviewRow = {
      key: nextKey.current++,
      cells,
      check: checkBulkOrderRow(cells, products),
      readings: [],
    };
    const next = [...rows, row];
    setRows(next);
    reorder(next, sort);
  };

  const changeSort = (next: ReviewSort) => {
    setSort(next);
    reorder(rows, next);
    setPage(1);
  };

  return {
    rows,
    reviewed,
    shownRows,
    invalidCount,
    rosterTotals,
    sort,
    page,
    setPage,
    leavers,
    setLeavers,
    replaceRows,
    emptyRows,
    reset,
    editRow,
    keepRow,
    removeRow,
    addRow,
    changeSort,
  };
}
