/** The bulk order's sample roster file name (spec 02 section 9). */
export const BULK_ORDER_TEMPLATE_FILE_NAME = 'mf-bulkorder-sample-template.csv';

/** The sample roster's columns: the spec's required fields, in the spec's order. */
export const BULK_ORDER_TEMPLATE_COLUMNS = [
  'staff_id',
  'name',
  'department',
  'sex',
  'product1_size',
  'product1_qty',
  'other_info',
] as const;

const EXAMPLE_ROWS: ReadonlyArray<Record<(typeof BULK_ORDER_TEMPLATE_COLUMNS)[number], string>> = [
  {
    staff_id: '000123',
    name: 'Ana Lim',
    department: 'Front Office',
    sex: 'female',
    product1_size: 'M',
    product1_qty: '2',
    other_info: 'Night shift',
  },
];

function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The sample roster's text: the header and an example row, CRLF line ends as spreadsheets write them. */
export function bulkOrderTemplateCsv(): string {
  const lines = [BULK_ORDER_TEMPLATE_COLUMNS.join(',')];
  for (const row of EXAMPLE_ROWS) {
    lines.push(BULK_ORDER_TEMPLATE_COLUMNS.map((column) => csvCell(row[column])).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
