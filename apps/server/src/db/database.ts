import path from 'node:path';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { SERVER_ROOT } from '../server-paths.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { migrateWhenBehind } from './migrate-when-behind.ts';
import * as schema from './schema.ts';

type Schema = typeof schema;
/** The one database type the repositories see, whether PGlite or a PostgreSQL server is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DatabaseOrTransaction = Database | Transaction;

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PostgreSQL only: the connection pool's use, for /metrics. */
  poolStats?: () => PoolStats;
}

/**
 * Opens an embedded PGlite with the extensions the migrations create (pg_trgm, decision 91): a data directory
 * holding a trigram index cannot be written to by a PGlite that lacks the extension, so every opener uses this.
 */
export async function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  // Loaded only when used: a process on a PostgreSQL server never needs PGlite's module (start time, P12).
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');

export type DatabaseSource = (
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  /** An already opened PGlite (tests load a migrated snapshot into memory). */
  | { kind: 'pglite-client'; client: PGlite }
) & {
  /** Called with every SQL statement the app sends (tests count statements per request). */
  onQuery?: (statement: string) => void;
};

let statementsSent = 0;

/** How many SQL statements this process has sent since it started (/metrics; the bench divides it per request). */
export function countStatementsSent(): number {
  return statementsSent;
}

/** drizzle's logger: counts every statement, and passes it on when a test observes them. */
const queryObserver = (source: DatabaseSource) => ({
  logger: {
    logQuery: (statement: string) => {
      statementsSent += 1;
      source.onQuery?.(statement);
    },
  },
});

/** Any constant both processes agree on: the advisory lock that lets one process migrate at a time. */
const MIGRATION_LOCK_KEY = 7_411_902_266;

/**
 * Several processes starting together against one PostgreSQL would each apply the same migration; the
 * second would fail half-way. A session advisory lock queues them: the first migrates, the others then
 * find nothing left to apply.
 */
async function migrateUnderLock(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate();
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    lockClient.release();
  }
}

/**
 * How long a pooled connection may sit idle before it is closed. pg's default (10 s) closed most of the pool between
 * two bursts of checkouts, and every burst then paid for new connections: a backend started by PostgreSQL, its
 * catalogue caches cold, each prepared statement parsed again, and pg's client set up in Node (issue 23, P5).
 */
const IDLE_CONNECTION_MS = 5 * 60_000;

/** Opens the database and applies the committed migrations. */
export async function openDatabase(source: DatabaseSource): Promise<DatabaseHandle> {
  if (source.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: source.url,
      max: 10,
      idleTimeoutMillis: IDLE_CONNECTION_MS,
    });
    let isClosing = false;
    // The server may close an idle connection (restart, failover, or a test dropping its database after
    // close): the pool discards that client. Without a listener its 'error' event would end the process.
    pool.on('error', (error) => {
      if (!isClosing) console.error(`PostgreSQL closed an idle connection: ${error.message}`);
    });
    const db = drizzlePostgres(pool, { schema, ...queryObserver(source) });
    await migrateWhenBehind(db, MIGRATIONS_FOLDER, () =>
      migrateUnderLock(pool, () => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER })),
    );
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => {
        isClosing = true;
        return pool.end();
      },
    };
  }
  const release = source.kind === 'pglite' ? lockDataDir(source.dataDir) : () => {};
  try {
    const client =
      source.kind === 'pglite'
        ? await createPglite({ dataDir: path.join(source.dataDir, 'pgdata') })
        : source.client;
    const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    const db = drizzlePglite(client, { schema, ...queryObserver(source) });
    await migrateWhenBehind(db, MIGRATIONS_FOLDER, () =>
      migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    );
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
