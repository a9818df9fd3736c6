import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Rows to insert as one jsonb parameter that `jsonb_populate_recordset(null::<table>, …)` turns back into the
 * table's row type: a statement of many rows is then short, constant text with one parameter instead of a VALUES
 * list of a parameter per cell (a 20-line order was 364 parameters, about 2 ms of Drizzle building its SQL and
 * PostgreSQL parsing and planning it). Only the keys the rows give are listed: every other column takes its
 * default. A key one row leaves undefined and another gives is null in the first, so the rows of one call should
 * have the same fields (they come from one caller). The values must be what JSON can carry for each column
 * (numbers, text, booleans, ISO timestamps, objects for jsonb), which is what the table's insert types hold.
 */
export interface JsonRecords {
  /** The listed columns, quoted: `"title", "message"`. */
  columns: SQL;
  /** The same columns read from the alias `record`: `record."title", record."message"`. */
  values: SQL;
  /** The rows, by column name. */
  json: string;
}

export function jsonRecords<Table extends PgTable>(
  table: Table,
  rows: ReadonlyArray<Partial<Table['$inferInsert']>>,
): JsonRecords {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = new Set<string>();
  for (const row of rows) {
    for (const [key, value] of Object.entries(row)) if (value !== undefined) keys.add(key);
  }
  const names = [...keys].map((key) => columns[key]!.name);
  const records = rows.map((row) =>
    Object.fromEntries(
      [...keys].map((key, index) => [names[index], (row as Record<string, unknown>)[key] ?? null]),
    ),
  );
  return {
    columns: sql.raw(names.map((name) => `"${name}"`).join(', ')),
    values: sql.raw(names.map((name) => `record."${name}"`).join(', ')),
    json: JSON.stringify(records),
  };
}
