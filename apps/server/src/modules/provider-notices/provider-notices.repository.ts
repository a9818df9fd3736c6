import { count, desc, eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { companies, providerNotices } from '../../db/schema.ts';

export type ProviderNoticeRow = typeof providerNotices.$inferSelect;

/** Writes the notice unless its event was noticed before; undefined when it was. */
export async function insertProviderNoticeOnce(
  db: DatabaseOrTransaction,
  values: typeof providerNotices.$inferInsert,
): Promise<{ id: number } | undefined> {
  const [row] = await db
    .insert(providerNotices)
    .values(values)
    .onConflictDoNothing({ target: providerNotices.eventKey })
    .returning({ id: providerNotices.id });
  return row;
}

/** One page of notices, newest first, with the company each is about. */
export async function findProviderNoticesPage(
  db: DatabaseOrTransaction,
  page: { limit: number; offset: number },
) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ notice: providerNotices, companyName: companies.name })
      .from(providerNotices)
      .leftJoin(companies, eq(companies.id, providerNotices.companyId))
      .orderBy(desc(providerNotices.createdAt), desc(providerNotices.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(providerNotices),
  ]);
  return { rows, total: total?.value ?? 0 };
}
