/** The columns an employee-product export may hold, in order; the row id is never one of them. */
export const EMPLOYEE_EXPORT_COLUMNS = [
  { key: 'item_title', label: 'Product' },
  { key: 'staff_id', label: 'Staff ID' },
  { key: 'name', label: 'Name' },
  { key: 'nametag', label: 'Name Tag' },
  { key: 'sex', label: 'Gender' },
  { key: 'department', label: 'Department' },
  { key: 'cost_center', label: 'Cost Center' },
  { key: 'position', label: 'Position' },
  { key: 'laundry_id', label: 'Laundry ID' },
  { key: 'locker_id', label: 'Locker ID' },
  { key: 'uniform_code', label: 'Uniform Code' },
  { key: 'size', label: 'Size' },
  { key: 'qty', label: 'Qty' },
  { key: 'product_status', label: 'Status' },
  { key: 'other_info', label: 'Other Info' },
  { key: 'note', label: 'Note' },
] as const;

export type EmployeeExportKey = (typeof EMPLOYEE_EXPORT_COLUMNS)[number]['key'];
export type EmployeeExportRow = Partial<Record<EmployeeExportKey, string | number | null>>;

const isEmpty = (value: string | number | null | undefined) =>
  value === null || value === undefined || String(value).trim() === '';

/**
 * Spec 03 section 2.4: an export of employee products has no id column and drops every column that is empty
 * on all rows; values stay as they are (text stays text, so a staff id '007' keeps its zeros).
 */
export function employeeProductExport(rows: readonly EmployeeExportRow[]): {
  headers: string[];
  rows: Array<Array<string | number>>;
} {
  const kept = EMPLOYEE_EXPORT_COLUMNS.filter((column) => rows.some((row) => !isEmpty(row[column.key])));
  return {
    headers: kept.map((column) => column.label),
    rows: rows.map((row) => kept.map((column) => row[column.key] ?? '')),
  };
}
