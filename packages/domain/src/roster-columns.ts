/** The fields of a staff-roster row (spec 02 section 3, roster row). */
export const ROSTER_FIELDS = [
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
  'size',
  'qty',
  'other_info',
  'note',
] as const;
export type RosterField = (typeof ROSTER_FIELDS)[number];

/** Tag columns numbered per product: at most three (spec 02 section 9). */
export const MAX_TAG_COLUMNS = 3;

/** Keyword rules, first match wins: the order keeps "Staff Name" a name and "Name Tag" a name tag. */
const FIELD_RULES: ReadonlyArray<{ field: RosterField | 'tag'; matches: (words: string) => boolean }> = [
  { field: 'staff_id', matches: (h) => h.includes('staff') && h.includes('id') },
  { field: 'nametag', matches: (h) => h.includes('name') && h.includes('tag') },
  { field: 'laundry_id', matches: (h) => h.includes('laundry') },
  { field: 'locker_id', matches: (h) => h.includes('locker') },
  { field: 'uniform_code', matches: (h) => h.includes('uniform') || h.includes('code') },
  {
    field: 'cost_center',
    matches: (h) => h.includes('cost') || h.includes('center') || h.includes('centre'),
  },
  { field: 'other_info', matches: (h) => h.includes('info') },
  { field: 'name', matches: (h) => h.includes('name') },
  { field: 'tag', matches: (h) => h.includes('tag') },
  { field: 'sex', matches: (h) => h.includes('sex') || h.includes('gender') },
  { field: 'department', matches: (h) => h.includes('department') || h.includes('dept') },
  { field: 'size', matches: (h) => h.includes('size') },
  { field: 'position', matches: (h) => h.includes('position') },
  { field: 'note', matches: (h) => h.includes('note') },
  { field: 'qty', matches: (h) => h.includes('quantity') || h.includes('qty') },
];

function normalise(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Maps CSV headers to roster fields by keywords (spec 02 section 5). Unrecognised columns map to null and
 * are dropped; tag columns become tag_1..tag_3 in order, further tag columns are dropped.
 */
export function mapRosterColumns(headers: readonly string[]): Array<RosterField | `tag_${number}` | null> {
  let tags = 0;
  const taken = new Set<string>();
  return headers.map((header) => {
    const words = normalise(header);
    const rule = FIELD_RULES.find(({ matches }) => matches(words));
    if (!rule) return null;
    if (rule.field === 'tag') {
      tags += 1;
      return tags <= MAX_TAG_COLUMNS ? (`tag_${tags}` as const) : null;
    }
    // A second column for the same field is dropped rather than overwriting the first.
    if (taken.has(rule.field)) return null;
    taken.add(rule.field);
    return rule.field;
  });
}

/** The builder's compulsory columns and the alert for each one missing, in the spec's order. */
export const BUILDER_MANDATORY_COLUMNS: ReadonlyArray<{ field: RosterField; message: string }> = [
  { field: 'staff_id', message: 'Missing staff ID column' },
  { field: 'name', message: 'Missing Name column' },
  { field: 'qty', message: 'Missing Qty column' },
  { field: 'sex', message: 'Missing Sex column' },
  { field: 'size', message: 'Missing Size column' },
];

/** The alerts for compulsory builder columns the mapped headers lack; empty when all are there. */
export function missingBuilderColumns(mapped: ReadonlyArray<string | null>): string[] {
  return BUILDER_MANDATORY_COLUMNS.filter(({ field }) => !mapped.includes(field)).map(
    ({ message }) => message,
  );
}

/** Bulk order products per order: 1 to 10 (spec 02 section 9). */
export const MAX_BULK_ORDER_PRODUCTS = 10;

const PRODUCT_FIELDS = /^(size|qty|note|tag_\d)$/;

/**
 * A plain roster column in a bulk order: size, qty, note and tags belong to a product, so with one product
 * chosen they are that product's; with several they are left for the user to assign.
 */
function plainBulkOrderColumn(field: string | null, productCount: number, taken: Set<string>): string | null {
  if (!field || !PRODUCT_FIELDS.test(field)) return field;
  if (productCount !== 1) return null;
  const column = `product1_${field}`;
  if (taken.has(column)) return null;
  taken.add(column);
  return column;
}

/**
 * Maps bulk-order CSV headers: `product{N} size/qty/note/tag` columns belong to product N (only for the
 * chosen products, up to three tags each); every other header maps as a plain roster column, and a plain
 * size, qty, note or tag column is product 1's when only one product is chosen (dropped otherwise).
 */
export function mapBulkOrderColumns(headers: readonly string[], productCount: number): Array<string | null> {
  const tagsPerProduct = new Map<number, number>();
  const taken = new Set<string>();
  const plain = mapRosterColumns(headers.map((header) => (/product\s*_?\s*\d+/i.test(header) ? '' : header)));
  return headers.map((header, index) => {
    // The buyer's "keep both rows" choice, carried by a roster handed over by Reorder (decision 118).
    if (normalise(header) === 'keep duplicate') return 'keep_duplicate';
    const match = /product\s*_?\s*(\d+)\s*_?\s*(.*)$/i.exec(normalise(header).replace(/ /g, '_'));
    if (!match) return plainBulkOrderColumn(plain[index] ?? null, productCount, taken);
    const product = Number(match[1]);
    if (product < 1 || product > Math.min(productCount, MAX_BULK_ORDER_PRODUCTS)) return null;
    const rest = (match[2] ?? '').replace(/_/g, ' ');
    let field: string | null = null;
    if (rest.includes('size')) field = 'size';
    else if (rest.includes('qty') || rest.includes('quantity')) field = 'qty';
    else if (rest.includes('note')) field = 'note';
    else if (rest.includes('tag')) {
      const count = (tagsPerProduct.get(product) ?? 0) + 1;
      tagsPerProduct.set(product, count);
      field = count <= MAX_TAG_COLUMNS ? `tag_${count}` : null;
    }
    if (!field) return null;
    const column = `product${product}_${field}`;
    if (taken.has(column)) return null;
    taken.add(column);
    return column;
  });
}
