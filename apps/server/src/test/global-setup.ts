import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite, openDatabase } from '../db/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite runs: a migrated data directory dumped to a tarball, loaded into memory by each test file. */
    pgliteSnapshot: string;
    /** PostgreSQL runs: a migrated template database each test file copies. */
    postgresTemplate: string;
  }
}

/**
 * Migrating a new database costs seconds on PGlite, so it happens once here; every test file then starts
 * from a copy. With TEST_DATABASE_URL the same is done on a real PostgreSQL with a template database.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    // Helpers sharing one PostgreSQL give each run its own name prefix (letters, digits, underscores).
    const prefix = /^[a-z][a-z0-9_]{0,30}$/.test(process.env.TEST_DATABASE_PREFIX ?? '')
      ? process.env.TEST_DATABASE_PREFIX
      : 'livery_';
    const template = `${prefix}template_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const url = new URL(serverUrl);
    url.pathname = `/${template}`;
    const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
    await handle.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteSnapshot', '');
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1 or datname = $2`,
        [`${template}_copy_%`, template],
      );
      // Copies are dropped first: a template cannot be dropped while databases are being made from it.
      rows.sort((a, b) => Number(a.datname === template) - Number(b.datname === template));
      for (const row of rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.end();
    };
  }

  const client = await createPglite();
  const handle = await openDatabase({ kind: 'pglite-client', client });
  const dump = await client.dumpDataDir('none');
  const snapshot = path.join(os.tmpdir(), `livery-test-snapshot-${process.pid}.tar`);
  fs.writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteSnapshot', snapshot);
  project.provide('postgresTemplate', '');
  return () => fs.rmSync(snapshot, { force: true });
}
