import { staffIdKey } from './employee-records.ts';
import { KEEP_DUPLICATE_FIELD, KEEP_DUPLICATE_VALUE } from './roster-duplicates.ts';
import { NO_SIZE } from './roster-rows.ts';

/** The person fields a reordered roster row carries over from the order. */
const PERSON_FIELDS = [
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

/** One person's garment on an ordered line, as the order kept it; `productNumber` counts from 1. */
export interface OrderedGarment {
  productNumber: number;
  person: Partial<Record<(typeof PERSON_FIELDS)[number], string | null>>;
  size: string;
  qty: number;
  note: string | null;
  tags: readonly string[];
}

/**
 * The roster a Reorder hands the bulk order: one row per person with each product's size, quantity, note and
 * tags (NA and 0 for a product they did not take), blank person fields left out. A person given one product
 * twice on the order gets a second row, and both are marked kept, as the buyer kept them then.
 */
export function rosterRowsFromOrder(
  garments: readonly OrderedGarment[],
  productCount: number,
): Array<Record<string, string>> {
  const rows: Array<Record<string, string>> = [];
  // Per staff ID, the rows made so far; a garment goes to the first of them still free for its product.
  const rowsOf = new Map<string, Array<Record<string, string>>>();
  for (const garment of garments) {
    const key = staffIdKey(garment.person.staff_id ?? '');
    const prefix = `product${garment.productNumber}`;
    const known = rowsOf.get(key) ?? [];
    let row = key === '' ? undefined : known.find((candidate) => candidate[`${prefix}_size`] === NO_SIZE);
    if (!row) {
      row = {};
      for (const field of PERSON_FIELDS) {
        const value = garment.person[field]?.trim();
        if (value) row[field] = value;
      }
      for (let product = 1; product <= productCount; product++) {
        row[`product${product}_size`] = NO_SIZE;
        row[`product${product}_qty`] = '0';
      }
      if (known.length > 0) {
        for (const other of [...known, row]) other[KEEP_DUPLICATE_FIELD] = KEEP_DUPLICATE_VALUE;
      }
      known.push(row);
      rowsOf.set(key, known);
      rows.push(row);
    }
    row[`${prefix}_size`] = garment.size;
    row[`${prefix}_qty`] = String(garment.qty);
    if (garment.note?.trim()) row[`${prefix}_note`] = garment.note.trim();
    garment.tags.slice(0, 3).forEach((tag, index) => {
      if (tag.trim()) row![`${prefix}_tag_${index + 1}`] = tag.trim();
    });
  }
  return rows;
}

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * Roster rows as the CSV text the bulk order reads: one column per field any row has, in first-seen order,
 * headed by the field's own name so the mapping finds it unchanged. Cells are only quoted, never altered
 * (a staff ID '-5' stays '-5'): the text is read by the bulk order, not opened in a spreadsheet.
 */
export function rosterRowsCsv(rows: ReadonlyArray<Record<string, string>>): string {
  const columns: string[] = [];
  const known = new Set<string>();
  for (const row of rows) {
    for (const field of Object.keys(row)) {
      if (!known.has(field)) {
        known.add(field);
        columns.push(field);
      }
    }
  }
  const lines = [
    columns.join(','),
    ...rows.map((row) => columns.map((field) => csvCell(row[field] ?? '')).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
