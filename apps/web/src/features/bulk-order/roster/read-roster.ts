import { mapBulkOrderColumns } from '@livery/domain/roster-columns';
import { checkBulkOrderRow, type RosterRow, type RowCheck } from '@livery/domain/roster-rows';
import Papa from 'papaparse';

export interface ReadRoster {
  /** Each CSV column's roster field, or null for a column that is dropped. */
  columns: Array<string | null>;
  rows: Array<{ cells: RosterRow; check: RowCheck }>;
  invalidCount: number;
}

/**
 * Reads a bulk-order staff roster: PapaParse splits the CSV (quotes, CRLF, BOM), every cell stays text so
 * staff IDs like 007 keep their zeros, the domain maps the columns and checks each row.
 */
export function readBulkOrderRoster(csv: string, productSizes: ReadonlyArray<readonly string[]>): ReadRoster {
  const parsed = Papa.parse<string[]>(csv, { skipEmptyLines: 'greedy', dynamicTyping: false });
  const [headers = [], ...lines] = parsed.data;
  const columns = mapBulkOrderColumns(headers, productSizes.length);
  let invalidCount = 0;
  const rows = lines.map((line) => {
    const cells: RosterRow = {};
    columns.forEach((column, index) => {
      if (column) cells[column] = line[index]?.trim() ?? '';
    });
    const check = checkBulkOrderRow(cells, productSizes);
    if (!check.valid) invalidCount += 1;
    return { cells, check };
  });
  return { columns, rows, invalidCount };
}
