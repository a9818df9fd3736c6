import { formatCsvCell } from './csv-cell.ts';
import { checkBulkOrderRow, type RosterRow, type RowCheck } from './roster-rows.ts';

/** The person fields an employee record keeps, as roster fields (spec 02 section 3). */
export const EMPLOYEE_DETAIL_FIELDS = [
  'department',
  'laundry_id',
  'locker_id',
  'cost_center',
  'uniform_code',
  'nametag',
  'sex',
  'position',
] as const;
export type EmployeeDetailField = (typeof EMPLOYEE_DETAIL_FIELDS)[number];

/** The size an employee last ordered of one saved product. */
export interface RememberedSize {
  saved_product_uuid: string;
  title: string;
  size: string;
}

/** One person of the company's employee database, keyed by staff id. */
export interface EmployeeRecord {
  staff_id: string;
  name: string;
  /** Other spellings of the name seen in rosters, name lists and orders. */
  aliases: string[];
  details: Partial<Record<EmployeeDetailField, string>>;
  /** Last size per saved product (keyed by its uuid). */
  sizes: Record<string, RememberedSize>;
}

/** What a roster row, an order line or an import says about a person. */
export interface EmployeeSighting {
  staff_id: string;
  name: string;
  details: Partial<Record<EmployeeDetailField, string | null>>;
  size?: RememberedSize;
}

/** Staff ids compare trimmed and case-blind, as people type them; the first spelling seen is kept. */
export function staffIdKey(staffId: string): string {
  return staffId.trim().toUpperCase();
}

const spellingKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Folds a sighting into the record: the record keeps its name and gains any other spelling as an alias;
 * every non-blank detail replaces the older one (the newest roster is the truth); the size is remembered
 * per saved product.
 */
export function mergeEmployeeSighting(
  record: EmployeeRecord | undefined,
  sighting: EmployeeSighting,
): EmployeeRecord {
  const name = sighting.name.trim().replace(/\s+/g, ' ');
  const base: EmployeeRecord = record ?? {
    staff_id: sighting.staff_id.trim(),
    name,
    aliases: [],
    details: {},
    sizes: {},
  };
  const known = new Set([base.name, ...base.aliases].map(spellingKey));
  const aliases = name && !known.has(spellingKey(name)) ? [...base.aliases, name] : base.aliases;
  const details = { ...base.details };
  for (const field of EMPLOYEE_DETAIL_FIELDS) {
    const value = sighting.details[field]?.trim();
    if (value) details[field] = value;
  }
  const sizes = sighting.size?.size.trim()
    ? { ...base.sizes, [sighting.size.saved_product_uuid]: sighting.size }
    : base.sizes;
  return { ...base, name: base.name || name, aliases, details, sizes };
}

/**
 * An edit names the person as typed: the new name becomes the record's name and the old one an alias,
 * so a search by the old spelling still finds them.
 */
export function renameEmployee(record: EmployeeRecord, name: string): EmployeeRecord {
  const wanted = name.trim().replace(/\s+/g, ' ');
  if (!wanted || spellingKey(wanted) === spellingKey(record.name)) return record;
  const aliases = [record.name, ...record.aliases].filter(
    (alias) => spellingKey(alias) !== spellingKey(wanted),
  );
  return { ...record, name: wanted, aliases };
}

/** The import's row checks: the bulk order's person checks (staff id, name, name tag, gender). */
export function checkEmployeeImportRow(row: RosterRow): RowCheck {
  return checkBulkOrderRow(row, []);
}

/** The export's columns, in the order the bulk-order template uses for a person. */
export const EMPLOYEE_EXPORT_COLUMNS: ReadonlyArray<{
  header: string;
  value: (record: EmployeeRecord) => string;
}> = [
  { header: 'Staff ID', value: (record) => record.staff_id },
  { header: 'Name', value: (record) => record.name },
  { header: 'Other Names', value: (record) => record.aliases.join('; ') },
  { header: 'Department', value: (record) => record.details.department ?? '' },
  { header: 'Sex', value: (record) => record.details.sex ?? '' },
  { header: 'Position', value: (record) => record.details.position ?? '' },
  { header: 'Name Tag', value: (record) => record.details.nametag ?? '' },
  { header: 'Cost Center', value: (record) => record.details.cost_center ?? '' },
  { header: 'Laundry ID', value: (record) => record.details.laundry_id ?? '' },
  { header: 'Locker ID', value: (record) => record.details.locker_id ?? '' },
  { header: 'Uniform Code', value: (record) => record.details.uniform_code ?? '' },
  {
    header: 'Last Sizes',
    value: (record) =>
      Object.values(record.sizes)
        .map((size) => `${size.title}: ${size.size}`)
        .join('; '),
  },
];

/** A cell that keeps its leading zeros when a spreadsheet opens it: ="00123" is read as text. */
function exportCell(value: string): string {
  return /^0\d+$/.test(value) ? `="${value}"` : formatCsvCell(value);
}

/**
 * The employee export as CSV: formula cells neutralised, ids with leading zeros kept as text, a byte order
 * mark so spreadsheets read UTF-8 names.
 */
export function employeesCsv(records: readonly EmployeeRecord[]): string {
  const header = EMPLOYEE_EXPORT_COLUMNS.map((column) => formatCsvCell(column.header)).join(',');
  const rows = records.map((record) =>
    EMPLOYEE_EXPORT_COLUMNS.map((column) => exportCell(column.value(record))).join(','),
  );
  return `\uFEFF${[header, ...rows].join('\r\n')}\r\n`;
}

/** A person as "order again" needs them: their roster fields and remembered sizes. */
export interface ReorderPerson {
  staff_id: string;
  name: string;
  department: string | null;
  cost_center: string | null;
  nametag: string | null;
  sex: string | null;
  position: string | null;
  laundry_id: string | null;
  locker_id: string | null;
  uniform_code: string | null;
  sizes: readonly RememberedSize[];
}

/**
 * "Order again for these people": a bulk-order roster (the bulk order's own headers, so its column mapping
 * reads it unchanged) with each saved product the people last wore as Product N, each person's remembered
 * size and one piece, or NA and 0 where they have none. At most `maxProducts` products, the most worn first.
 */
export function reorderRoster(
  people: readonly ReorderPerson[],
  maxProducts: number,
): { products: Array<{ saved_product_uuid: string; title: string }>; csv: string } {
  const wearers = new Map<string, { saved_product_uuid: string; title: string; count: number }>();
  for (const person of people) {
    for (const size of person.sizes) {
      const entry = wearers.get(size.saved_product_uuid) ?? { ...size, count: 0 };
      entry.count += 1;
      wearers.set(size.saved_product_uuid, entry);
    }
  }
  const products = [...wearers.values()]
    .sort((a, b) => b.count - a.count)
    .slice(0, maxProducts)
    .map(({ saved_product_uuid, title }) => ({ saved_product_uuid, title }));
  const personColumns: Array<[string, (person: ReorderPerson) => string]> = [
    ['Staff ID', (person) => person.staff_id],
    ['Name', (person) => person.name],
    ['Department', (person) => person.department ?? ''],
    ['Cost Center', (person) => person.cost_center ?? ''],
    ['Position', (person) => person.position ?? ''],
    ['Laundry ID', (person) => person.laundry_id ?? ''],
    ['Locker ID', (person) => person.locker_id ?? ''],
    ['Uniform Code', (person) => person.uniform_code ?? ''],
    ['Name Tag', (person) => person.nametag ?? ''],
  ];
  // A Sex column makes gender compulsory in the bulk order: add it only when everyone has one.
  if (people.every((person) => person.sex)) personColumns.push(['Sex', (person) => person.sex ?? '']);
  const header = [
    ...personColumns.map(([title]) => title),
    ...products.flatMap((_, index) => [`Product ${index + 1} Size`, `Product ${index + 1} Qty`]),
  ];
  const rows = people.map((person) => [
    ...personColumns.map(([, value]) => value(person)),
    ...products.flatMap((product) => {
      const size = person.sizes.find((each) => each.saved_product_uuid === product.saved_product_uuid)?.size;
      return size ? [size, '1'] : ['NA', '0'];
    }),
  ]);
  return { products, csv: [header, ...rows].map((row) => row.map(formatCsvCell).join(',')).join('\r\n') };
}
