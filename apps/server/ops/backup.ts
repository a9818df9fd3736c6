import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Config } from '../src/config.ts';
import { lockDataDir } from '../src/db/data-dir-lock.ts';
import { createPglite } from '../src/db/database.ts';
import type { FileStore } from '../src/storage/file-store.ts';
import { openFileStore } from '../src/storage/open-file-store.ts';

const run = promisify(execFile);

/** What a backup holds, written beside it as manifest.json; a restore checks it and the drill compares it. */
export interface BackupManifest {
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** Rows per table of the public schema. */
  rows: Record<string, number>;
  /** sha256 of every stored file, by key. */
  files: Record<string, string>;
}

const DATABASE_FILE = { pglite: 'database.tar.gz', postgres: 'database.dump' } as const;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

type Query = (text: string) => Promise<{ rows: Array<Record<string, unknown>> }>;

async function countRows(query: Query): Promise<Record<string, number>> {
  const tables = await query(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const rows: Record<string, number> = {};
  for (const { table_name: name } of tables.rows) {
    const counted = await query(`select count(*)::int as n from public."${String(name)}"`);
    rows[String(name)] = Number(counted.rows[0]?.n ?? 0);
  }
  return rows;
}

/** Runs `work` on the embedded database, which must not be open in a running Livery (its lock says so). */
async function withEmbeddedDatabase<T>(config: Config, work: (pgdata: string) => Promise<T>): Promise<T> {
  const release = lockDataDir(config.dataDir);
  try {
    return await work(path.join(config.dataDir, 'pgdata'));
  } finally {
    release();
  }
}

async function withServerClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function backUpFiles(store: FileStore, folder: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for await (const key of store.keys()) {
    const bytes = await store.read(key);
    const target = path.join(folder, key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, bytes);
    files[key] = sha256(bytes);
  }
  return files;
}

/**
 * Writes the database (pg_dump's custom format, or PGlite's data directory) and every stored file into
 * `folder`, with a manifest. On the embedded database Livery must be stopped; on PostgreSQL it may run
 * (pg_dump reads one consistent snapshot; files uploaded meanwhile may or may not be included).
 */
export async function backUp(config: Config, folder: string): Promise<BackupManifest> {
  await fs.mkdir(folder, { recursive: true });
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  const databaseFile = path.join(folder, DATABASE_FILE[kind]);
  let rows: Record<string, number>;
  if (config.databaseUrl) {
    const url = config.databaseUrl;
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${databaseFile}`, url]);
    rows = await withServerClient(url, (client) => countRows((text) => client.query(text)));
  } else {
    rows = await withEmbeddedDatabase(config, async (pgdata) => {
      const client = await createPglite({ dataDir: pgdata });
      try {
        const dump = await client.dumpDataDir('gzip');
        await fs.writeFile(databaseFile, Buffer.from(await dump.arrayBuffer()));
        return await countRows((text) => client.query(text));
      } finally {
        await client.close();
      }
    });
  }
  const files = await backUpFiles(await openFileStore(config), path.join(folder, 'files'));
  const manifest: BackupManifest = { createdAt: new Date().toISOString(), database: kind, rows, files };
  await fs.writeFile(path.join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Puts the database and the file store back as `folder` holds them: data and files added since are gone. */
export async function restore(config: Config, folder: string): Promise<BackupManifest> {
  const manifest = JSON.parse(
    await fs.readFile(path.join(folder, 'manifest.json'), 'utf8'),
  ) as BackupManifest;
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== kind) {
    throw new Error(`This backup holds a ${manifest.database} database; Livery is configured for ${kind}.`);
  }
  const databaseFile = path.join(folder, DATABASE_FILE[kind]);
  if (config.databaseUrl) {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      `--dbname=${config.databaseUrl}`,
      databaseFile,
    ]);
  } else {
    await withEmbeddedDatabase(config, async (pgdata) => {
      await fs.rm(pgdata, { recursive: true, force: true });
      const dump = new Blob([await fs.readFile(databaseFile)]);
      const client = await createPglite({ dataDir: pgdata, loadDataDir: dump });
      await client.close();
    });
  }
  const store = await openFileStore(config);
  const stale: string[] = [];
  for await (const key of store.keys()) if (!(key in manifest.files)) stale.push(key);
  for (const key of stale) await store.remove(key);
  for (const [key, checksum] of Object.entries(manifest.files)) {
    const bytes = await fs.readFile(path.join(folder, 'files', key));
    if (sha256(bytes) !== checksum)
      throw new Error(`The backup's copy of ${key} does not match its checksum.`);
    await store.put(key, bytes);
  }
  return manifest;
}

/** The live state in the manifest's terms, for the drill and for checking a restore. */
export async function describeLiveState(config: Config): Promise<Pick<BackupManifest, 'rows' | 'files'>> {
  const rows = config.databaseUrl
    ? await withServerClient(config.databaseUrl, (client) => countRows((text) => client.query(text)))
    : await withEmbeddedDatabase(config, async (pgdata) => {
        const client = await createPglite({ dataDir: pgdata });
        try {
          return await countRows((text) => client.query(text));
        } finally {
          await client.close();
        }
      });
  const store = await openFileStore(config);
  const files: Record<string, string> = {};
  for await (const key of store.keys()) files[key] = sha256(await store.read(key));
  return { rows, files };
}
