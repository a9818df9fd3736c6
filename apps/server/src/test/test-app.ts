import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';
import { keepPglite, takePglite } from './pglite-pool.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /**
   * Another app on the same database, as a second server process would be: on PostgreSQL with a connection pool
   * of its own (PGlite is one process, so there it shares the handle). Closed with the first.
   */
  startSecondProcess(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/** Where each test database lives, so a second process can open it again. */
const databaseUrls = new WeakMap<DatabaseHandle, string>();

interface TestDatabaseOptions {
  onQuery?: (statement: string) => void;
  /**
   * The file sets the clock ahead (vi.useFakeTimers on Date). PGlite's PostgreSQL arms its own timers on that
   * clock (the idle statistics flush), and back on the real one re-arms them every millisecond until the moved
   * deadline, weeks ahead: so its database is closed at the end instead of kept for the worker's next file.
   */
  movesClockAhead?: boolean;
}

async function openTestDatabase({ onQuery, movesClockAhead }: TestDatabaseOptions): Promise<DatabaseHandle> {
  const template = inject('postgresTemplate');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (template && serverUrl) {
    const name = `${template}_copy_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ kind: 'postgres', url: url.toString(), onQuery });
    const opened: DatabaseHandle = {
      ...handle,
      close: async () => {
        await handle.close();
        const cleanup = new pg.Client({ connectionString: serverUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
    databaseUrls.set(opened, url.toString());
    return opened;
  }
  const client = await takePglite(inject('pgliteSnapshot'));
  const handle = await openDatabase({ kind: 'pglite-client', client, onQuery });
  // Not closed: the worker's next test file takes it back, reset to the snapshot's contents.
  return { ...handle, close: async () => (movesClockAhead ? client.close() : keepPglite(client)) };
}

/** Boots the real app on a fresh copy of the migrated database; one per test file. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: TestDatabaseOptions = {},
): Promise<TestApp> {
  const database = await openTestDatabase(options);
  // Uploads of each test file land in a folder of their own, removed on close.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'livery-api-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    DATA_DIR: dataDir,
    ...env,
  });
  const app = await buildApp({ config, db: database.db });
  await app.ready();
  const others: Array<{ app: FastifyInstance; database?: DatabaseHandle }> = [];
  return {
    app,
    database,
    startSecondProcess: async () => {
      const url = databaseUrls.get(database);
      const own = url ? await openDatabase({ kind: 'postgres', url }) : undefined;
      const other = await buildApp({ config, db: (own ?? database).db });
      await other.ready();
      others.push({ app: other, database: own });
      return other;
    },
    close: async () => {
      for (const other of others) {
        await other.app.close();
        await other.database?.close();
      }
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
