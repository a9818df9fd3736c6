/**
 * Quantities per size in the product's own size order (a stored JSON object does not keep its keys' order:
 * PostgreSQL's jsonb sorts them). Sizes the product no longer lists follow, in the order given.
 */
export function orderBySizes(
  quantities: Readonly<Record<string, number>>,
  sizes: readonly string[],
): Array<[size: string, quantity: number]> {
  const known = sizes
    .filter((size) => size in quantities)
    .map((size) => [size, quantities[size]!] as [string, number]);
  const others = Object.entries(quantities).filter(([size]) => !sizes.includes(size));
  return [...known, ...others];
}

/** The sizes ordered, as a line shows them: 'S: 6, M: 10, L: 8' (sizes with no pieces left out). */
export function describeQuantities(
  quantities: Readonly<Record<string, number>>,
  sizes: readonly string[],
): string {
  return orderBySizes(quantities, sizes)
    .filter(([, quantity]) => quantity > 0)
    .map(([size, quantity]) => `${size}: ${quantity}`)
    .join(', ');
}

/**
 * Spellings people type for one size: each group names the same size, whatever the product calls it
 * (a product lists 2XL, another XXL). Compared in capitals with spaces, dots and dashes removed.
 */
const SIZE_ALIAS_GROUPS: readonly (readonly string[])[] = [
  ['XXS', '2XS', 'EXTRAEXTRASMALL'],
  ['XS', 'EXTRASMALL', '1XS'],
  ['S', 'SMALL', 'SM'],
  ['M', 'MEDIUM', 'MED', 'MD'],
  ['L', 'LARGE', 'LG'],
  ['XL', 'EXTRALARGE', '1XL'],
  ['2XL', 'XXL', '2X', 'EXTRAEXTRALARGE', 'DOUBLEXL'],
  ['3XL', 'XXXL', '3X', 'TRIPLEXL'],
  ['4XL', 'XXXXL', '4X'],
  ['5XL', 'XXXXXL', '5X'],
  ['6XL', 'XXXXXXL', '6X'],
];

const SIZE_KEY_NOISE = /[\s.\-_]+/g;
const sizeKey = (size: string) => size.toUpperCase().replace(SIZE_KEY_NOISE, '');

const ALIAS_GROUP_OF = new Map<string, readonly string[]>(
  SIZE_ALIAS_GROUPS.flatMap((group) => group.map((spelling) => [spelling, group] as const)),
);

/** A product's size list read once: every key a typed size can have, to the product's own spelling. */
interface SizeTable {
  sizes: readonly string[];
  spellingOf: Map<string, string>;
  /** Text as typed -> the size it matches, or null for none. */
  matchOfTyped: Map<string, string | null>;
}

/** Typed spellings remembered per size list; a file of odd sizes only starts the memory afresh. */
const MAX_REMEMBERED_SPELLINGS = 1024;

/**
 * Roster checks look up the same few size lists thousands of times: each list's table is built once. Keyed
 * by the array; the copy kept beside it notices an array changed in place since.
 */
const SIZE_TABLES = new WeakMap<readonly string[], SizeTable>();

function isSameList(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return false;
  return true;
}

function sizeTableOf(sizes: readonly string[]): SizeTable {
  const known = SIZE_TABLES.get(sizes);
  if (known && isSameList(known.sizes, sizes)) return known;
  const spellingOf = new Map<string, string>();
  const keys = sizes.map(sizeKey);
  // The same size in any case and spacing wins (the first such size of the list) ...
  keys.forEach((key, index) => {
    if (key !== '' && !spellingOf.has(key)) spellingOf.set(key, sizes[index]!);
  });
  // ... then an alias: the first size of the list that is in the typed spelling's group.
  for (const [spelling, group] of ALIAS_GROUP_OF) {
    if (spellingOf.has(spelling)) continue;
    const index = keys.findIndex((key) => group.includes(key));
    if (index >= 0) spellingOf.set(spelling, sizes[index]!);
  }
  const table: SizeTable = { sizes: [...sizes], spellingOf, matchOfTyped: new Map() };
  SIZE_TABLES.set(sizes, table);
  return table;
}

/**
 * The product's own spelling of a typed size: the same size in any case and spacing first, then a common
 * alias of it (XXL for 2XL, Extra Small for XS ...). Undefined when the product has no such size.
 */
export function matchSize(sizes: readonly string[], typed: string): string | undefined {
  const table = sizeTableOf(sizes);
  // A roster types the same few spellings thousands of times: each is normalised once per size list.
  const remembered = table.matchOfTyped.get(typed);
  if (remembered !== undefined) return remembered ?? undefined;
  const wanted = sizeKey(typed);
  const match = (wanted === '' ? undefined : table.spellingOf.get(wanted)) ?? null;
  if (table.matchOfTyped.size >= MAX_REMEMBERED_SPELLINGS) table.matchOfTyped.clear();
  table.matchOfTyped.set(typed, match);
  return match ?? undefined;
}
