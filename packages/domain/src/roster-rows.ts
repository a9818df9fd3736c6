import { matchSize } from './size-order.ts';

/** Longest name tag printed on a garment (spec 02 section 9). */
export const NAMETAG_MAX_LENGTH = 25;

/** A roster row as read from a CSV or typed in: every cell is text until checked. */
export type RosterRow = Record<string, string | undefined>;

export interface RowCheck {
  valid: boolean;
  /** The first problem found, in the spec's order; empty when valid. */
  error_message: string;
  /** The column the problem is in, so the table can mark that cell. */
  column: string | null;
}

const isBlank = (value: string | undefined) => value === undefined || value.trim() === '';

const WHOLE_NUMBER = /^\s*\d+\s*$/;

function isWholeNumberOfAtLeastZero(value: string | undefined): boolean {
  return value !== undefined && WHOLE_NUMBER.test(value);
}

const VALID: RowCheck = { valid: true, error_message: '', column: null };

/**
 * The builder's CSV row checks (spec 02 section 5), in order; the first failing one names the row's error.
 * Sizes compare case-insensitively, as people type them.
 */
export function checkBuilderRow(row: RosterRow, sizes: readonly string[]): RowCheck {
  const size = row.size?.trim() ?? '';
  const checks: Array<[boolean, string, string]> = [
    [isBlank(row.staff_id), 'Staff ID column is compulsory, please fill.', 'staff_id'],
    [isBlank(row.name), 'Name column is compulsory, please fill.', 'name'],
    [!isWholeNumberOfAtLeastZero(row.qty), 'Quantity requires a numeric number.', 'qty'],
    [(row.nametag?.trim().length ?? 0) > NAMETAG_MAX_LENGTH, 'Tags Max 25 Characters', 'nametag'],
    [isBlank(row.sex), 'Sex column is compulsory, please fill.', 'sex'],
    [!findSize(sizes, size), `Size ${size} is not available.`, 'size'],
  ];
  const failed = checks.find(([fails]) => fails);
  return failed ? { valid: false, error_message: failed[1], column: failed[2] } : VALID;
}

/** The product's own spelling of a size typed in any case or as a common alias (XXL for 2XL), or undefined. */
export function findSize(sizes: readonly string[], typed: string): string | undefined {
  return matchSize(sizes, typed);
}

/** The size a bulk-order row gives for a product the employee takes none of. */
export const NO_SIZE = 'NA';

/** The sizes a bulk-order row may give for a product: the product's own, then NA. */
export function bulkOrderSizeOptions(sizes: readonly string[]): string[] {
  return [...sizes, NO_SIZE];
}

/** A product of a bulk order as the row checks need it: its name for the messages, its sizes. */
export interface BulkOrderProduct {
  title: string;
  sizes: readonly string[];
}

/** Pieces a roster row orders when its quantity is left blank or the roster has no quantity column. */
export const DEFAULT_ROSTER_QUANTITY = 1;

/** A roster row's quantity cell as pieces: blank means the default of one; undefined when not a whole number. */
export function rosterQuantity(value: string | undefined): number | undefined {
  if (isBlank(value)) return DEFAULT_ROSTER_QUANTITY;
  return isWholeNumberOfAtLeastZero(value) ? Number(value!.trim()) : undefined;
}

/** The bulk order's message for a size its product does not have, naming the product and its sizes. */
function sizeMessage(size: string, product: BulkOrderProduct): string {
  const choices = `${bulkOrderSizeOptions(product.sizes).slice(0, -1).join(', ')} or ${NO_SIZE}`;
  return size === ''
    ? `- Size is missing for ${product.title}: one of ${choices}`
    : `- Size ${size} is not one of ${product.title}'s sizes: ${choices}`;
}

export interface BulkOrderRowCheck extends RowCheck {
  /** Every column with a problem, so the review table can mark each cell. */
  columns: string[];
}

/**
 * The bulk order's row checks (spec 02 section 5): every problem of the row, each on its own line as the
 * spec words it ('- Input Staff ID' ...). Product N's columns are product{N}_size and product{N}_qty; a size
 * may be NA when that employee takes none of the product, and a blank quantity means one piece.
 * Sex is compulsory in a roster that has a Sex column (a blank cell is '- Input Gender'); a plain roster
 * without one (the row carries no `sex` at all) orders without it, as decision 50 records.
 */
export function checkBulkOrderRow(row: RosterRow, products: readonly BulkOrderProduct[]): BulkOrderRowCheck {
  // A roster checks thousands of rows: the valid row, the common case, allocates nothing but its answer
  // (no closure or list per call).
  let problems: RowProblems | undefined;
  if (isBlank(row.staff_id)) problems = addProblem(problems, '- Input Staff ID', 'staff_id');
  if (isBlank(row.name)) problems = addProblem(problems, '- Input Name', 'name');
  if ((row.nametag?.trim().length ?? 0) > NAMETAG_MAX_LENGTH)
    problems = addProblem(problems, '- Tags Max 25 Characters', 'nametag');
  if ('sex' in row && isBlank(row.sex)) problems = addProblem(problems, '- Input Gender', 'sex');
  for (let index = 0; index < products.length; index += 1) {
    const product = products[index]!;
    const { sizeColumn, qtyColumn } = productColumns(index);
    if (rosterQuantity(row[qtyColumn]) === undefined)
      problems = addProblem(problems, `- Input ${qtyColumn}`, qtyColumn);
    const size = row[sizeColumn]?.trim() ?? '';
    if (size.toUpperCase() !== NO_SIZE && !findSize(product.sizes, size))
      problems = addProblem(problems, sizeMessage(size, product), sizeColumn);
  }
  if (!problems) return { valid: true, error_message: '', column: null, columns: [] };
  const { messages, columns } = problems;
  return { valid: false, error_message: messages.join('\n'), column: columns[0]!, columns };
}

interface RowProblems {
  messages: string[];
  columns: string[];
}

/** The row's problems with one more: the lists are made at the first problem. */
function addProblem(problems: RowProblems | undefined, message: string, column: string): RowProblems {
  const found = problems ?? { messages: [], columns: [] };
  found.messages.push(message);
  found.columns.push(column);
  return found;
}

const PRODUCT_COLUMNS: Array<{ sizeColumn: string; qtyColumn: string }> = [];

/** Product N's roster columns (`product{N}_size`, `product{N}_qty`) for its index, the names made once. */
export function productColumns(index: number): { sizeColumn: string; qtyColumn: string } {
  let names = PRODUCT_COLUMNS[index];
  if (!names) {
    names = { sizeColumn: `product${index + 1}_size`, qtyColumn: `product${index + 1}_qty` };
    PRODUCT_COLUMNS[index] = names;
  }
  return names;
}
