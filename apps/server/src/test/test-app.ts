import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createPglite, type DatabaseHandle, openDatabase } from '../db/database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

async function openTestDatabase(onQuery?: (statement: string) => void): Promise<DatabaseHandle> {
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
    return {
      ...handle,
      close: async () => {
        await handle.close();
        const cleanup = new pg.Client({ connectionString: serverUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const snapshot = fs.readFileSync(inject('pgliteSnapshot'));
  const client = await createPglite({ loadDataDir: new Blob([snapshot]) });
  return openDatabase({ kind: 'pglite-client', client, onQuery });
}

/** Boots the real app on a fresh copy of the migrated database; one per test file. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { onQuery?: (statement: string) => void } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(options.onQuery);
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
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
