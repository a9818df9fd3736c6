import { and, asc, count, eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { kartItems } from '../../db/schema.ts';

export type KartItemRow = typeof kartItems.$inferSelect;

/** The user's cart lines, oldest first; `forUpdate` locks them for a checkout. */
export async function findKartItemsOfUser(db: DatabaseOrTransaction, userId: number, forUpdate = false) {
  const query = db.select().from(kartItems).where(eq(kartItems.userId, userId)).orderBy(asc(kartItems.id));
  return forUpdate ? query.for('update') : query;
}

export async function insertKartItem(db: DatabaseOrTransaction, values: typeof kartItems.$inferInsert) {
  const [row] = await db.insert(kartItems).values(values).returning();
  return row!;
}

export async function deleteKartItemOfUser(db: DatabaseOrTransaction, userId: number, uuid: string) {
  const deleted = await db
    .delete(kartItems)
    .where(and(eq(kartItems.userId, userId), eq(kartItems.uuid, uuid)))
    .returning({ id: kartItems.id });
  return deleted.length > 0;
}

export async function deleteKartItemsOfUser(db: DatabaseOrTransaction, userId: number) {
  await db.delete(kartItems).where(eq(kartItems.userId, userId));
}

export async function countKartItemsOfUser(db: DatabaseOrTransaction, userId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(kartItems).where(eq(kartItems.userId, userId));
  return row?.value ?? 0;
}
