import { Column, is, SQL, Subquery } from 'drizzle-orm';

/** A value's decoder as Drizzle keeps it: a column, or the decoder of an `sql` field (`.mapWith`). */
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** What this file reads and sets of a prepared Drizzle select (node-postgres and PGlite alike, drizzle-orm 0.45). */
interface PreparedSelectInternals {
  /** The selected fields in the statement's column order, each with its place in the answer's object. */
  fields?: Array<{ path: string[]; field: unknown }>;
  /** Per joined table whether its columns can never be all null (false for a left join). */
  joinsNotNullableMap?: Record<string, boolean>;
  /** Replaces Drizzle's per-row mapping when set; the rows are arrays in the fields' order. */
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/** The decoder Drizzle's `mapResultRow` would pick for a field, looked up once instead of on every row. */
function decoderOf(field: unknown): Decoder {
  // `decoder` is internal to Drizzle's SQL (set by `.mapWith`).
  const decoderOfSql = (query: unknown) => (query as { decoder: Decoder }).decoder;
  if (is(field, Column)) return field as unknown as Decoder;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql((field as unknown as { _: { sql: SQL } })._.sql);
  return decoderOfSql((field as { sql: SQL }).sql);
}

/**
 * Maps a prepared select's rows with a mapper made once from its fields, giving the objects Drizzle's own mapping
 * gives. Drizzle works out each field's decoder and walks its path on every row (`is()` checks up the prototype
 * chain): about a fifth of the orders list's Node CPU at 25 rows of 23 columns (issue 23). A statement with a left
 * join (whose table Drizzle may turn into null) keeps Drizzle's mapping, as does a Drizzle that no longer has the
 * fields this reads.
 */
function mapRowsOnce<Prepared>(prepared: Prepared): Prepared {
  const internals = prepared as PreparedSelectInternals;
  const { fields, joinsNotNullableMap } = internals;
  const isInnerOnly = !joinsNotNullableMap || Object.values(joinsNotNullableMap).every(Boolean);
  if (
    !Array.isArray(fields) ||
    !('customResultMapper' in internals) ||
    internals.customResultMapper ||
    !isInnerOnly
  )
    return prepared;
  const columns = fields.map(({ path, field }) => ({
    parent: path.slice(0, -1),
    key: path.at(-1)!,
    decoder: decoderOf(field),
  }));
  const mapRow = (row: unknown[]) => {
    const result: Record<string, unknown> = {};
    for (let index = 0; index < columns.length; index += 1) {
      const { parent, key, decoder } = columns[index]!;
      let node = result;
      for (const part of parent) {
        node[part] ??= {};
        node = node[part] as Record<string, unknown>;
      }
      const value = row[index];
      node[key] = value === null ? null : decoder.mapFromDriverValue(value);
    }
    return result;
  };
  internals.customResultMapper = (rows) => rows.map(mapRow);
  return prepared;
}

/** A select whose `.prepare(name)` answers a statement that maps its rows once-compiled (`mapRowsOnce`). */
export function withCompiledRowMapping<Query extends { prepare(name: string): unknown }>(
  query: Query,
): Query {
  const prepare = query.prepare.bind(query);
  query.prepare = ((name: string) => mapRowsOnce(prepare(name))) as Query['prepare'];
  return query;
}
