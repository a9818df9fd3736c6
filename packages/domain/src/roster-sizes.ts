import { NO_SIZE, productColumns, type RosterRow } from './roster-rows.ts';
import { matchSize } from './size-order.ts';

/** A size cell read as another spelling of one of the product's sizes ('XXL' read as '2XL'). */
export interface SizeReading {
  column: string;
  typed: string;
  size: string;
}

/**
 * The row with every `product{N}_size` cell written in the product's own spelling where the typed size is
 * another spelling of one of its sizes, and the readings made, so the buyer can be shown each. Cells that
 * match no size are left as typed, for the row check to name them.
 */
export function readRosterSizes(
  row: RosterRow,
  products: ReadonlyArray<{ sizes: readonly string[] }>,
): { row: RosterRow; readings: SizeReading[] } {
  const readings: SizeReading[] = [];
  let read = row;
  for (let index = 0; index < products.length; index += 1) {
    const column = productColumns(index).sizeColumn;
    const typed = row[column]?.trim() ?? '';
    if (typed === '' || typed.toUpperCase() === NO_SIZE) continue;
    const size = matchSize(products[index]!.sizes, typed);
    if (!size || size === typed) continue;
    if (read === row) read = { ...row };
    read[column] = size;
    readings.push({ column, typed, size });
  }
  return { row: read, readings };
}

/** The readings of a roster summed per product column and spelling: 'XXL → 2XL' on 3 rows. */
export function summariseSizeReadings(
  readings: ReadonlyArray<SizeReading>,
): Array<SizeReading & { rows: number }> {
  const byKey = new Map<string, SizeReading & { rows: number }>();
  for (const reading of readings) {
    const key = `${reading.column}\u0000${reading.typed}`;
    const known = byKey.get(key);
    if (known) known.rows += 1;
    else byKey.set(key, { ...reading, rows: 1 });
  }
  return [...byKey.values()];
}
