import type { RosterRow } from './roster-rows.ts';

/** A field of the bulk order's add-employee form; `product` fields repeat for each chosen product. */
export interface EmployeeFormField {
  field: string;
  label: string;
  required: boolean;
}

/** The add-employee form's roster fields (spec 02 section 5): required first, then the optional ones. */
export const EMPLOYEE_FORM_FIELDS: readonly EmployeeFormField[] = [
  { field: 'staff_id', label: 'Staff ID', required: true },
  { field: 'name', label: 'Full Name', required: true },
  { field: 'sex', label: 'Sex', required: true },
  { field: 'department', label: 'Department', required: true },
  { field: 'cost_center', label: 'Cost Center', required: true },
  { field: 'other_info', label: 'Other Info', required: false },
  { field: 'nametag', label: 'Name Tag', required: false },
  { field: 'position', label: 'Position', required: false },
  { field: 'laundry_id', label: 'Laundry ID', required: false },
  { field: 'locker_id', label: 'Locker ID', required: false },
  { field: 'uniform_code', label: 'Uniform Code', required: false },
];

/** Per chosen product N: size and quantity are required, note and up to three tags optional. */
export function employeeProductFields(productNumber: number): EmployeeFormField[] {
  const prefix = `product${productNumber}`;
  return [
    { field: `${prefix}_size`, label: 'Size', required: true },
    { field: `${prefix}_qty`, label: 'Quantity', required: true },
    { field: `${prefix}_note`, label: 'Note', required: false },
    { field: `${prefix}_tag_1`, label: 'Tag 1', required: false },
    { field: `${prefix}_tag_2`, label: 'Tag 2', required: false },
    { field: `${prefix}_tag_3`, label: 'Tag 3', required: false },
  ];
}

/** The sexes a roster row may give (spec 02 section 3). */
export const SEX_OPTIONS = ['male', 'female'] as const;

/**
 * The required add-employee fields a row leaves blank, as 'Input {label}' messages in form order;
 * empty when the form may be added.
 */
export function missingEmployeeFields(row: RosterRow, productCount: number): string[] {
  const fields = [...EMPLOYEE_FORM_FIELDS];
  for (let product = 1; product <= productCount; product++) fields.push(...employeeProductFields(product));
  return fields
    .filter(({ required, field }) => required && (row[field] ?? '').trim() === '')
    .map(({ field, label }) =>
      field.startsWith('product') ? `Input ${label} of product ${field.match(/\d+/)![0]}` : `Input ${label}`,
    );
}
