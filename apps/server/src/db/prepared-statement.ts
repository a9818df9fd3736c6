import { sql } from 'drizzle-orm';
import type { Database } from './database.ts';

/**
 * A statement built once per database (Drizzle's `.prepare(name)`: on PostgreSQL a named statement each pooled
 * connection parses once) and then only executed with its placeholders' values: a hot read costs no SQL
 * building per request (issue 23: 1.6 ms of the list's 6.7 ms of CPU was Drizzle building SQL text).
 * Runs on the pool, so never inside a transaction.
 */
export function preparedStatement<Prepared>(build: (db: Database) => Prepared): (db: Database) => Prepared {
  const built = new WeakMap<Database, Prepared>();
  return (db) => {
    let prepared = built.get(db);
    if (!prepared) {
      prepared = build(db);
      built.set(db, prepared);
    }
    return prepared;
  };
}

/** A statement's values by name; an array stands for one value per element. */
type StatementValues = Record<string, unknown>;

/** What a builder returns: a Drizzle query, awaited as it is or prepared once. */
interface PreparableQuery<Result> extends PromiseLike<Result> {
  prepare(name: string): { execute(values: StatementValues): Promise<Result> };
}

/**
 * Past this many shapes of one statement the rarer ones are built per request, as before, so that a caller cannot
 * grow every pooled connection's statements without bound (a shape holds an array's length).
 */
const MAX_SHAPES = 32;

/**
 * A statement whose shape varies (optional filters, a sort, an array's length) prepared once per shape and database
 * (issue 23: a list's SQL was built anew by Drizzle for every request, about half of its Node CPU, and PostgreSQL
 * planned it anew too). `build` reads every value through `values`, which in the statement prepared for a shape are
 * placeholders (typed as the values, so a builder reads like any query) and holds a key only where the request gives
 * a value (undefined is absent); `shape` names whatever else decides the SQL text (a sort). Values reach the driver
 * as they are, not through a column's encoder: a timestamp goes as ISO text and is cast in the SQL.
 */
export function statementPerShape<Values extends StatementValues, Shape, Result>(
  name: string,
  build: (db: Database, values: Values, shape: Shape) => PreparableQuery<Result>,
): (db: Database, values: Values, shape: Shape) => Promise<Result> {
  const built = new WeakMap<Database, Map<string, ReturnType<PreparableQuery<Result>['prepare']>>>();
  return async (db, values, shape) => {
    const given = Object.entries(values).filter(([, value]) => value !== undefined);
    const key = JSON.stringify([
      shape,
      given.map(([field, value]) => (Array.isArray(value) ? `${field}[${value.length}]` : field)),
    ]);
    let statements = built.get(db);
    if (!statements) {
      statements = new Map();
      built.set(db, statements);
    }
    let prepared = statements.get(key);
    if (!prepared) {
      if (statements.size >= MAX_SHAPES) return build(db, values, shape);
      const placeholders = Object.fromEntries(
        given.map(([field, value]) => [
          field,
          Array.isArray(value)
            ? value.map((_, index) => sql.placeholder(`${field}_${index}`))
            : sql.placeholder(field),
        ]),
      ) as Values;
      prepared = build(db, placeholders, shape).prepare(`${name}_${statements.size}`);
      statements.set(key, prepared);
    }
    const flat: StatementValues = {};
    for (const [field, value] of given) {
      if (!Array.isArray(value)) flat[field] = value;
      else for (const [index, element] of value.entries()) flat[`${field}_${index}`] = element;
    }
    return prepared.execute(flat);
  };
}
