import type { DatabaseOrTransaction, Transaction } from './database.ts';
import { referenceVersions } from './schema.ts';

/** The tables whose rows each process caches: each has a version row and a trigger (migration 0029). */
export type ReferenceTable =
  | 'companies'
  | 'finishing_methods'
  | 'products'
  | 'provider_settings'
  | 'shipping_services'
  | 'tax_rates';

const versionsOfTransaction = new WeakMap<DatabaseOrTransaction, ReadonlyMap<string, bigint>>();

/**
 * Reads every reference table's version once for this transaction (one statement); the cached reads made with
 * the transaction then skip the database while their table is at the version they were loaded at. Call it
 * before the transaction writes any reference table: rows it wrote and might roll back must not be cached.
 * Reads without it (any other transaction, or the pool) go to the database as before.
 */
export async function readReferenceVersions(tx: Transaction): Promise<void> {
  const rows = await tx.select().from(referenceVersions);
  versionsOfTransaction.set(tx, new Map(rows.map((row) => [row.tableName, row.version])));
}

function versionIn(db: DatabaseOrTransaction, table: ReferenceTable): bigint | undefined {
  return versionsOfTransaction.get(db)?.get(table);
}

/** Cached values are shared by every request of the process: frozen, so a caller cannot change another's. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * A value read from one reference table (all its rows, or a digest of them), kept per process and version.
 * A reader at an older version than the kept one (its transaction began before a change) reads the database.
 */
export function cachedReference<T>(table: ReferenceTable, load: (db: DatabaseOrTransaction) => Promise<T>) {
  let kept: { version: bigint; value: T } | undefined;
  return async (db: DatabaseOrTransaction): Promise<T> => {
    const version = versionIn(db, table);
    if (version === undefined) return load(db);
    if (kept?.version === version) return kept.value;
    const value = deepFreeze(await load(db));
    if (!kept || version > kept.version) kept = { version, value };
    return value;
  };
}

/**
 * Rows of one reference table by key (products by id, a company's approval rule), kept per process and version
 * as they are asked for, at most `limit` of them. A key the load does not answer is not kept.
 */
export function cachedReferenceByKey<K, T>(
  table: ReferenceTable,
  loadMany: (db: DatabaseOrTransaction, keys: K[]) => Promise<Map<K, T>>,
  limit: number,
) {
  let kept: { version: bigint; entries: Map<K, T> } | undefined;
  return async (db: DatabaseOrTransaction, keys: readonly K[]): Promise<Map<K, T>> => {
    const version = versionIn(db, table);
    if (version === undefined) return loadMany(db, [...new Set(keys)]);
    if (!kept || version > kept.version) kept = { version, entries: new Map() };
    const generation = kept;
    if (generation.version !== version) return loadMany(db, [...new Set(keys)]);
    const missing = [...new Set(keys)].filter((key) => !generation.entries.has(key));
    const loaded = missing.length > 0 ? await loadMany(db, missing) : new Map<K, T>();
    // Another reader may have moved the cache to a newer version meanwhile: these rows are then not kept.
    if (kept === generation) {
      if (generation.entries.size + loaded.size > limit) generation.entries.clear();
      for (const [key, value] of loaded) generation.entries.set(key, deepFreeze(value));
    }
    const found = new Map<K, T>();
    for (const key of keys) {
      const value = loaded.get(key) ?? generation.entries.get(key);
      if (value !== undefined) found.set(key, value);
    }
    return found;
  };
}
