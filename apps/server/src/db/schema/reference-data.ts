import { sql } from 'drizzle-orm';
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * One row per table whose rows each process caches (db/reference-cache.ts); a statement trigger on the table
 * adds one to its version in the writing transaction, so a reader that sees the new version sees the new rows.
 */
export const referenceVersions = pgTable('reference_versions', {
  tableName: text('table_name').primaryKey(),
  version: bigint('version', { mode: 'bigint' }).notNull().default(sql`0`),
});
