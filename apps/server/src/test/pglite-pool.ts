import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite } from '../db/database.ts';

/**
 * A test worker's PGlite databases, kept from one test file to the next. Loading the migrated snapshot costs
 * about 1.4 s of CPU a file (87 files a run); putting a used database back as the snapshot left it costs a
 * few tens of milliseconds: empty every table, put back the rows the migrations wrote, drop what the app
 * made at run time (a year's order-number sequence) and forget the session's state.
 */

/** Where each kept database holds a copy of the rows its snapshot started with. */
const BASELINE_SCHEMA = 'livery_test_baseline';

interface Baseline {
  tables: string[];
  /** Tables that had rows in the snapshot, with the columns that can be written (not generated ones). */
  seeded: Array<{ table: string; columns: string }>;
  sequences: Array<{ name: string; lastValue: string | null }>;
}

const baselines = new WeakMap<PGlite, Baseline>();
const idle: PGlite[] = [];

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function recordBaseline(client: PGlite): Promise<Baseline> {
  const { rows: tableRows } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
  );
  const tables = tableRows.map((row) => row.name);
  const seeded: Baseline['seeded'] = [];
  await client.exec(`create schema ${BASELINE_SCHEMA}`);
  for (const table of tables) {
    const { rows } = await client.query<{ some: boolean }>(
      `select exists (select 1 from public.${quoted(table)}) as some`,
    );
    if (!rows[0]?.some) continue;
    const { rows: columnRows } = await client.query<{ name: string }>(
      `select attname as name from pg_attribute
       where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
       order by attnum`,
      [`public.${quoted(table)}`],
    );
    const columns = columnRows.map((row) => quoted(row.name)).join(', ');
    await client.exec(
      `create table ${BASELINE_SCHEMA}.${quoted(table)} as select ${columns} from public.${quoted(table)}`,
    );
    seeded.push({ table, columns });
  }
  const { rows: sequenceRows } = await client.query<{ name: string; last_value: string | null }>(
    `select sequencename as name, last_value::text from pg_sequences where schemaname = 'public'`,
  );
  return {
    tables,
    seeded,
    sequences: sequenceRows.map((row) => ({ name: row.name, lastValue: row.last_value })),
  };
}

async function resetToBaseline(client: PGlite, baseline: Baseline): Promise<void> {
  // A test file that ended inside a transaction, or left advisory locks or settings behind, leaves nothing.
  await client.exec('rollback');
  await client.exec('discard all');
  const { rows } = await client.query<{ name: string }>(
    `select sequencename as name from pg_sequences where schemaname = 'public'`,
  );
  const known = new Set(baseline.sequences.map((sequence) => sequence.name));
  const madeSince = rows.map((row) => row.name).filter((name) => !known.has(name));
  const statements = [
    `truncate ${baseline.tables.map((table) => `public.${quoted(table)}`).join(', ')} restart identity cascade`,
    // Foreign keys are not checked while the snapshot's rows go back (they held together when it was taken).
    `set session_replication_role = replica`,
    ...baseline.seeded.map(
      ({ table, columns }) =>
        `insert into public.${quoted(table)} (${columns}) overriding system value
         select ${columns} from ${BASELINE_SCHEMA}.${quoted(table)}`,
    ),
    `set session_replication_role = origin`,
    ...madeSince.map((name) => `drop sequence public.${quoted(name)}`),
    ...baseline.sequences.map(({ name, lastValue }) =>
      lastValue === null
        ? `alter sequence public.${quoted(name)} restart`
        : `select setval('public.${quoted(name)}', ${Number(lastValue)}, true)`,
    ),
  ];
  await client.exec(statements.join(';\n'));
}

/** A PGlite holding the migrated snapshot's contents: a kept one reset, or the snapshot loaded. */
export async function takePglite(snapshotFile: string): Promise<PGlite> {
  const kept = idle.pop();
  const baseline = kept && baselines.get(kept);
  if (kept && baseline) {
    await resetToBaseline(kept, baseline);
    return kept;
  }
  const client = await createPglite({ loadDataDir: new Blob([fs.readFileSync(snapshotFile)]) });
  baselines.set(client, await recordBaseline(client));
  return client;
}

/** Gives a database back when its test file is done with it; the next file of this worker takes it. */
export function keepPglite(client: PGlite): void {
  idle.push(client);
}
