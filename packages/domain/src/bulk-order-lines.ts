import { findSize, NO_SIZE, type RosterRow, rosterQuantity } from './roster-rows.ts';

/** The roster fields every product line keeps for each employee (spec 02 section 3). */
const EMPLOYEE_FIELDS = [
  'staff_id',
  'name',
  'nametag',
  'sex',
  'department',
  'cost_center',
  'position',
  'laundry_id',
  'locker_id',
  'uniform_code',
  'other_info',
] as const;

/** One employee's share of one product: their roster fields with that product's size, qty, note and tags. */
export type ProductEmployeeRow = Record<string, string>;

export interface BulkOrderProductLine {
  /** Size (the product's own spelling) -> pieces, summed over the roster. */
  qtyOptions: Record<string, number>;
  employees: ProductEmployeeRow[];
}

/**
 * Splits checked roster rows into product N's line (N from 1): quantities summed per size, and the rows of
 * the employees who take it (size not NA, quantity above 0). Assumes the rows passed `checkBulkOrderRow`.
 */
export function bulkOrderProductLine(
  rows: readonly RosterRow[],
  productNumber: number,
  sizes: readonly string[],
): BulkOrderProductLine {
  const prefix = `product${productNumber}`;
  const qtyOptions: Record<string, number> = {};
  const employees: ProductEmployeeRow[] = [];
  for (const row of rows) {
    const typed = row[`${prefix}_size`]?.trim() ?? '';
    const qty = rosterQuantity(row[`${prefix}_qty`]) ?? 0;
    if (typed.toUpperCase() === NO_SIZE || !(qty > 0)) continue;
    const size = findSize(sizes, typed);
    if (!size) continue;
    qtyOptions[size] = (qtyOptions[size] ?? 0) + qty;
    const employee: ProductEmployeeRow = {};
    for (const field of EMPLOYEE_FIELDS) employee[field] = row[field]?.trim() ?? '';
    employee.size = size;
    employee.qty = String(qty);
    employee.note = row[`${prefix}_note`]?.trim() ?? '';
    for (let tag = 1; tag <= 3; tag++) {
      const value = row[`${prefix}_tag_${tag}`]?.trim();
      if (value) employee[`tag_${tag}`] = value;
    }
    employees.push(employee);
  }
  return { qtyOptions, employees };
}

/** Product N's pieces per size from roster rows, without copying the rows: cheap enough to run per keystroke. */
export function bulkOrderProductQuantities(
  rows: readonly RosterRow[],
  productNumber: number,
  sizes: readonly string[],
): Record<string, number> {
  const prefix = `product${productNumber}`;
  const qtyOptions: Record<string, number> = {};
  for (const row of rows) {
    const typed = row[`${prefix}_size`]?.trim() ?? '';
    const qty = rosterQuantity(row[`${prefix}_qty`]) ?? 0;
    if (typed.toUpperCase() === NO_SIZE || !(qty > 0)) continue;
    const size = findSize(sizes, typed);
    if (size) qtyOptions[size] = (qtyOptions[size] ?? 0) + qty;
  }
  return qtyOptions;
}
