import type { Database, DatabaseOrTransaction, Transaction } from './database.ts';
import { referenceVersions } from './schema.ts';

/** The tables whose rows each process caches: each has a version row and a trigger (migration 0029). */
export type ReferenceTable =
  | 'companies'
  | 'finishing_methods'
  | 'products'
  | 'provider_settings'
  | 'shipping_services'
  | 'tax_rates'
  | 'webhook_endpoints';

/**
 * The versions a transaction read, and the database it belongs to: caches are kept per database, since one
 * process may hold several (tests, tools) whose version numbers say nothing about each other's rows.
 */
const versionsOfTransaction = new WeakMap<
  DatabaseOrTransaction,
  { database: Database; versions: ReadonlyMap<string, bigint> }
>();

/**
 * Reads every reference table's version once for this transaction (one statement); the cached reads made with
 * the transaction then skip the database while their table is at the version they were loaded at. Call it
 * before the transaction writes any reference table: rows it wrote and might roll back must not be cached.
 * Reads without it (any other transaction, or the pool) go to the database as before.
 */
export async function readReferenceVersions(tx: Transaction, database: Database): Promise<void> {
  const rows = await tx.select().from(referenceVersions);
  versionsOfTransaction.set(tx, {
    database,
    versions: new Map(rows.map((row) => [row.tableName, row.version])),
  });
}

/** The versions of one read as bigints, parsed once however many requests share the read. */
const parsedVersions = new WeakMap<Readonly<Record<string, string>>, ReadonlyMap<string, bigint>>();

/**
 * The pool as a request sees it that read reference_versions after it arrived (its session read does:
 * CurrentUser.referenceVersions): cached reads made with it skip the database while their table is still at the
 * version read, as a transaction's do after readReferenceVersions. For the reads of a request that writes no
 * reference table (lists); anything else passes the pool itself.
 */
export function atRequestVersions(
  db: Database,
  versions: Readonly<Record<string, string>> | undefined,
): DatabaseOrTransaction {
  if (!versions) return db;
  // A view of the pool (it reads through it) that only this request's cached reads are given.
  const view = Object.create(db) as Database;
  versionsOfTransaction.set(view, { database: db, versions: parseVersions(versions) });
  return view;
}

/**
 * For a transaction that writes no reference table (a checkout): its cached reads use the versions the request's
 * session read brought (CurrentUser.referenceVersions, read after the request arrived) instead of reading them
 * again, so a change is still seen by every request that arrives after it committed, for one statement less.
 * Without them (no session read) the transaction reads its own.
 */
export async function useRequestVersions(
  tx: Transaction,
  database: Database,
  versions: Readonly<Record<string, string>> | undefined,
): Promise<void> {
  if (!versions) return readReferenceVersions(tx, database);
  versionsOfTransaction.set(tx, { database, versions: parseVersions(versions) });
}

function parseVersions(versions: Readonly<Record<string, string>>): ReadonlyMap<string, bigint> {
  let parsed = parsedVersions.get(versions);
  if (!parsed) {
    parsed = new Map(Object.entries(versions).map(([table, version]) => [table, BigInt(version)]));
    parsedVersions.set(versions, parsed);
  }
  return parsed;
}

function versionIn(db: DatabaseOrTransaction, table: ReferenceTable) {
  const read = versionsOfTransaction.get(db);
  const version = read?.versions.get(table);
  return read && version !== undefined ? { database: read.database, version } : undefined;
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
 * A load another transaction at the same version already started: its answer is the same rows, so this reader waits
 * for it instead of sending the statement again (16 buyers at a cold start read each table once, not 16 times). If
 * that load fails (its transaction ended), the reader loads for itself.
 */
async function sharedOrOwn<T>(shared: Promise<T> | undefined, load: () => Promise<T>): Promise<T> {
  if (shared !== undefined) {
    try {
      return await shared;
    } catch {
      // Falls through to a load of its own.
    }
  }
  return load();
}

/**
 * A value read from one reference table (all its rows, or a digest of them), kept per process and version.
 * A reader at an older version than the kept one (its transaction began before a change) reads the database.
 */
export function cachedReference<T>(table: ReferenceTable, load: (db: DatabaseOrTransaction) => Promise<T>) {
  const keptOf = new WeakMap<Database, { version: bigint; value: Promise<T> }>();
  return async (db: DatabaseOrTransaction): Promise<T> => {
    const read = versionIn(db, table);
    if (read === undefined) return load(db);
    const { database, version } = read;
    const kept = keptOf.get(database);
    if (kept?.version === version) return sharedOrOwn(kept.value, () => load(db));
    const value = load(db).then(deepFreeze);
    if (!kept || version > kept.version) {
      const entry = { version, value };
      keptOf.set(database, entry);
      // A failed load is not kept: the next reader loads again.
      value.catch(() => {
        if (keptOf.get(database) === entry) keptOf.delete(database);
      });
    }
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
  type Generation = { version: bigint; entries: Map<K, T>; loading: Map<K, Promise<Map<K, T>>> };
  const keptOf = new WeakMap<Database, Generation>();
  return async (db: DatabaseOrTransaction, keys: readonly K[]): Promise<Map<K, T>> => {
    const read = versionIn(db, table);
    if (read === undefined) return loadMany(db, [...new Set(keys)]);
    const { database, version } = read;
    const current = keptOf.get(database);
    if (!current || version > current.version) {
      keptOf.set(database, { version, entries: new Map(), loading: new Map() });
    }
    const generation = keptOf.get(database) as Generation;
    if (generation.version !== version) return loadMany(db, [...new Set(keys)]);
    const missing = [...new Set(keys)].filter((key) => !generation.entries.has(key));
    const toLoad = missing.filter((key) => !generation.loading.has(key));
    const ownLoad = toLoad.length > 0 ? loadMany(db, toLoad) : undefined;
    if (ownLoad !== undefined) {
      for (const key of toLoad) generation.loading.set(key, ownLoad);
      ownLoad
        .then((loaded) => {
          // Another reader may have moved the cache to a newer version meanwhile: these rows are then not kept.
          if (keptOf.get(database) !== generation) return;
          if (generation.entries.size + loaded.size > limit) generation.entries.clear();
          for (const [key, value] of loaded) generation.entries.set(key, deepFreeze(value));
        })
        .catch(() => {})
        .finally(() => {
          for (const key of toLoad) {
            if (generation.loading.get(key) === ownLoad) generation.loading.delete(key);
          }
        });
    }
    const found = new Map<K, T>();
    const own = ownLoad === undefined ? new Map<K, T>() : await ownLoad;
    for (const key of missing) {
      const value = own.get(key);
      if (value !== undefined) found.set(key, deepFreeze(value));
    }
    for (const key of missing.filter((key) => !toLoad.includes(key))) {
      const shared = generation.loading.get(key);
      const value = generation.entries.has(key)
        ? generation.entries.get(key)
        : (await sharedOrOwn(shared, () => loadMany(db, [key]))).get(key);
      if (value !== undefined) found.set(key, deepFreeze(value));
    }
    const answer = new Map<K, T>();
    for (const key of keys) {
      const value = found.get(key) ?? generation.entries.get(key);
      if (value !== undefined) answer.set(key, value);
    }
    return answer;
  };
}
