import fs from 'node:fs';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';

/** What the check needs of a drizzle database, PGlite's or node-postgres's. */
interface ExecutingDatabase {
  execute(query: SQL): Promise<{ rows: Record<string, unknown>[] }>;
}

/** The newest committed migration's time, from the journal drizzle-kit writes beside the migrations. */
function newestMigrationMillis(migrationsFolder: string): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * Applies the committed migrations (`migrate`, drizzle's migrator) only when the database lacks one. Drizzle's
 * migrator decides by the newest applied migration's time too, but first creates its schema and table if
 * missing, reads and hashes every migration file and opens a transaction: some ten statements at every start
 * (bench P12). A database that has them all answers one query here; a new one (no migrations table) or one
 * behind goes through the migrator as before.
 */
export async function migrateWhenBehind(
  db: ExecutingDatabase,
  migrationsFolder: string,
  migrate: () => Promise<void>,
): Promise<void> {
  let newestApplied = 0;
  try {
    const { rows } = await db.execute(
      sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
    );
    newestApplied = Number(rows[0]?.newest ?? 0);
  } catch {
    // No migrations table yet: a new database.
  }
  if (newestApplied >= newestMigrationMillis(migrationsFolder)) return;
  await migrate();
}
