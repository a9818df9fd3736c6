import { and, asc, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { attachments, inventories, kartItems, karts } from '../../db/schema.ts';
import { statementBuiltOnce } from '../../db/statement-built-once.ts';

type AttachmentRow = typeof attachments.$inferSelect;

export type KartItemRow = typeof kartItems.$inferSelect;

/** The user's cart lines, oldest first; `forUpdate` locks them for a checkout. */
export async function findKartItemsOfUser(db: DatabaseOrTransaction, userId: number, forUpdate = false) {
  const query = db.select().from(kartItems).where(eq(kartItems.userId, userId)).orderBy(asc(kartItems.id));
  return forUpdate ? query.for('update') : query;
}

/**
 * A checkout's take of the cart: its lines deleted and answered in one statement (a concurrent checkout of the same
 * cart waits for this one's end and then finds it empty), with the discount code kept on it and the kinds of files
 * waiting in it (a PO document stands for a reference; none means none to move to the order). A refused checkout
 * rolls back and the lines are back; lines it does not order go back with `restoreKartItems`.
 */
const takeKartItems = statementBuiltOnce('take_kart_items', (db) => {
  const userId = sql.placeholder('userId');
  const taken = db.$with('taken').as(db.delete(kartItems).where(eq(kartItems.userId, userId)).returning());
  const itemColumns = Object.fromEntries(
    Object.keys(getTableColumns(kartItems)).map((key) => [key, taken[key as keyof KartItemRow]]),
  ) as { [K in keyof KartItemRow]: (typeof taken)[K] };
  return db
    .with(taken)
    .select({
      item: itemColumns,
      discountCodeId: karts.discountCodeId,
      fileKinds: sql<
        AttachmentRow['kind'][] | null
      >`(select array_agg(distinct ${attachments.kind}) from ${attachments}
        where ${attachments.userId} = ${userId} and ${attachments.orderId} is null)`,
    })
    .from(taken)
    .leftJoin(karts, eq(karts.userId, userId))
    .orderBy(asc(taken.id));
});

export async function takeKartItemsWithDiscountCode(db: DatabaseOrTransaction, userId: number) {
  const rows = await takeKartItems(db, { userId });
  return {
    rows: rows.map((row) => row.item as KartItemRow),
    discountCodeId: rows[0]?.discountCodeId ?? null,
    fileKinds: rows[0]?.fileKinds ?? [],
  };
}

/** Puts lines a checkout took back into the cart as they were: same ids, uuids, shipping services and dates. */
export async function restoreKartItems(db: DatabaseOrTransaction, rows: readonly KartItemRow[]) {
  if (rows.length === 0) return;
  await db.insert(kartItems).values([...rows]);
}

export async function findKartItemOfUser(db: DatabaseOrTransaction, userId: number, uuid: string) {
  const [row] = await db
    .select()
    .from(kartItems)
    .where(and(eq(kartItems.userId, userId), eq(kartItems.uuid, uuid)))
    .limit(1);
  return row;
}

/** Changes one line of the user's cart in place (it keeps its uuid and shipping service). */
export async function updateKartItemOfUser(
  db: DatabaseOrTransaction,
  userId: number,
  uuid: string,
  values: Partial<typeof kartItems.$inferInsert>,
) {
  const [row] = await db
    .update(kartItems)
    .set(values)
    .where(and(eq(kartItems.userId, userId), eq(kartItems.uuid, uuid)))
    .returning();
  return row;
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

export async function setShippingServiceOfItems(
  db: DatabaseOrTransaction,
  userId: number,
  ids: number[],
  serviceId: number,
) {
  await db
    .update(kartItems)
    .set({ shippingServiceId: serviceId })
    .where(and(eq(kartItems.userId, userId), inArray(kartItems.id, ids)));
}

/** Inventory id -> uuid, for lines ordered from stock (they link to /inventories/{uuid}). */
export async function findInventoryUuids(db: DatabaseOrTransaction, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: inventories.id, uuid: inventories.uuid })
    .from(inventories)
    .where(inArray(inventories.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.uuid]));
}
