import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('several processes starting on one PostgreSQL', () => {
  it('migrate one at a time: four opening an empty database at once all start, each migration applied once', async () => {
    const name = `livery_migrate_race_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${name}`;
    try {
      const handles = await Promise.all(
        Array.from({ length: 4 }, () => openDatabase({ kind: 'postgres', url: url.toString() })),
      );
      await Promise.all(handles.map((handle) => handle.close()));
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const { rows } = await check.query<{ hash: string; copies: string }>(
        'select hash, count(*) as copies from drizzle.__drizzle_migrations group by hash',
      );
      await check.end();
      expect(rows.length).toBeGreaterThan(5);
      expect(rows.every((row) => Number(row.copies) === 1)).toBe(true);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
