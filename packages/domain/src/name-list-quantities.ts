import { findSize, type RosterRow, type RowCheck } from './roster-rows.ts';

/**
 * The quantities per size a name list orders (the builder's CSV mode): each row's qty under its size,
 * every size of the product present (0 when nobody takes it). Rows with an unknown size or a bad quantity
 * add nothing; they are counted as invalid instead.
 */
export function qtyOptionsFromNameList(rows: readonly RosterRow[], sizes: readonly string[]) {
  const totals: Record<string, number> = Object.fromEntries(sizes.map((size) => [size, 0]));
  for (const row of rows) {
    const size = findSize(sizes, row.size ?? '');
    const quantity = Number(row.qty?.trim());
    if (size && Number.isInteger(quantity) && quantity > 0) totals[size] = (totals[size] ?? 0) + quantity;
  }
  return totals;
}

/** How many rows still need fixing before the name list can be ordered. */
export function countInvalidRows(checks: readonly Pick<RowCheck, 'valid'>[]): number {
  return checks.filter((check) => !check.valid).length;
}

/** Sum of quantities per size: the total the minimum order is measured against. */
export function totalQuantity(qtyOptions: Readonly<Record<string, number>>): number {
  return Object.values(qtyOptions).reduce((sum, quantity) => sum + (quantity > 0 ? quantity : 0), 0);
}
