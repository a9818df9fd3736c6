import type { DatabaseOrTransaction } from './database.ts';

/** A statement's values by placeholder name. */
type StatementValues = Record<string, unknown>;

/** A Drizzle query prepared under a name, its values given when it runs. */
interface PreparedQuery<Result> {
  execute(values: StatementValues): Promise<Result>;
}

/**
 * What this file reads of Drizzle (node-postgres and PGlite alike, drizzle-orm 0.45): a database or transaction
 * has the dialect of the database it belongs to and a session on the connection its statements go to; a prepared
 * query sends its statement to its `client`.
 */
interface DrizzleInternals {
  dialect?: object;
  session?: { client?: unknown };
}

/**
 * A statement of one shape that Drizzle builds once per database and that then runs in whichever transaction calls it
 * (or on the database), sent with only its placeholders' values: as a named statement on PostgreSQL, parsed once
 * per pooled connection. A checkout's statements were built anew by Drizzle on every order (issue 23, P5: SQL
 * text, `is()` checks per field). `build` reads every value as `sql.placeholder(name)`; a Drizzle without the
 * internals this reads has each call build its statement, as before.
 */
export function statementBuiltOnce<Result>(
  name: string,
  build: (db: DatabaseOrTransaction) => { prepare(name: string): PreparedQuery<Result> },
): (db: DatabaseOrTransaction, values: StatementValues) => Promise<Result> {
  // Keyed by the database's dialect, which its transactions share: one prepared query per database.
  const built = new WeakMap<object, PreparedQuery<Result>>();
  return (db, values) => {
    const { dialect, session } = db as unknown as DrizzleInternals;
    if (!dialect || !session || !('client' in session)) return build(db).prepare(name).execute(values);
    let prepared = built.get(dialect);
    if (!prepared) {
      prepared = build(db).prepare(name);
      built.set(dialect, prepared);
    }
    // The same statement, sent on this caller's connection (its transaction's, or the pool's).
    const onConnection = Object.create(prepared) as PreparedQuery<Result> & { client: unknown };
    onConnection.client = session.client;
    return onConnection.execute(values);
  };
}
