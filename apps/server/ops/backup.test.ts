import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { type Config, loadConfig } from '../src/config.ts';
import { createPglite, openDatabase } from '../src/db/database.ts';
import { insertCompany } from '../src/db/records.ts';
import { openFileStore } from '../src/storage/open-file-store.ts';
import { startS3Server } from '../src/test/s3-server.ts';
import { backUp, describeLiveState, restore } from './backup.ts';

const folders: string[] = [];
const temporaryFolder = (name: string) => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `livery-${name}-`));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/**
 * An embedded data directory already migrated, copied from the run's snapshot (PGlite runs): migrating a new
 * one on disk is most of the drill's CPU, and the drill is about backing up and restoring, not migrating.
 */
async function migratedDataDir(): Promise<string> {
  const dataDir = temporaryFolder('data');
  const snapshot = inject('pgliteSnapshot');
  if (snapshot) {
    const client = await createPglite({
      dataDir: path.join(dataDir, 'pgdata'),
      loadDataDir: new Blob([fs.readFileSync(snapshot)]),
    });
    await client.close();
  }
  return dataDir;
}

/** One company and one stored file more, as a day's work would add. */
async function addWork(config: Config, name: string): Promise<void> {
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    await insertCompany(database.db, { name });
  } finally {
    await database.close();
  }
  const store = await openFileStore(config);
  await store.save('artworks', 'svg', Buffer.from(`<svg><!-- ${name} --></svg>`));
}

/** Backup, more work, restore: the counts and checksums are the backup's again. */
async function drill(config: Config): Promise<void> {
  await addWork(config, 'Harbour Hotels');
  const backup = await backUp(config, path.join(temporaryFolder('backup'), 'b'));
  expect(backup.rows.companies).toBe(1);
  expect(Object.keys(backup.files)).toHaveLength(1);

  await addWork(config, 'Added after the backup');
  const after = await describeLiveState(config);
  expect(after.rows.companies).toBe(2);
  expect(Object.keys(after.files)).toHaveLength(2);

  await restore(config, path.join(folders.at(-1) ?? '', 'b'));
  const restored = await describeLiveState(config);
  expect(restored.rows).toEqual(backup.rows);
  expect(restored.files).toEqual(backup.files);
}

describe('backup and restore drill', () => {
  it('puts the embedded database and the files back as they were backed up', async () => {
    const dataDir = await migratedDataDir();
    await drill(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }));
  }, 120_000);

  it('refuses to back up the embedded database while a Livery holds it', async () => {
    const dataDir = temporaryFolder('data');
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    // A live process of another pid holds the data directory, as a running Livery would.
    fs.writeFileSync(path.join(dataDir, 'livery.lock'), String(process.ppid));
    await expect(backUp(config, path.join(temporaryFolder('backup'), 'b'))).rejects.toThrow(/in use/);
  }, 60_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'puts a PostgreSQL database and the files of an S3 bucket back as they were backed up',
    async () => {
      const serverUrl = process.env.TEST_DATABASE_URL ?? '';
      const name = `livery_backup_drill_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const s3 = await startS3Server();
      try {
        await drill(
          loadConfig({
            NODE_ENV: 'test',
            LOG_LEVEL: 'silent',
            DATA_DIR: temporaryFolder('data'),
            DATABASE_URL: url.toString(),
            ...s3.env,
          }),
        );
      } finally {
        await s3.stop();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
    120_000,
  );
});
