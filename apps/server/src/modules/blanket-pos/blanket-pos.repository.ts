import { and, desc, eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { blanketPurchaseOrders, inventories } from '../../db/schema.ts';

export type BlanketPurchaseOrderRow = typeof blanketPurchaseOrders.$inferSelect;

export async function insertBlanketPurchaseOrder(
  db: DatabaseOrTransaction,
  values: typeof blanketPurchaseOrders.$inferInsert,
): Promise<BlanketPurchaseOrderRow> {
  const [row] = await db.insert(blanketPurchaseOrders).values(values).returning();
  return row!;
}

export function findBlanketPurchaseOrdersOfInventory(db: DatabaseOrTransaction, inventoryId: number) {
  return db
    .select()
    .from(blanketPurchaseOrders)
    .where(eq(blanketPurchaseOrders.inventoryId, inventoryId))
    .orderBy(desc(blanketPurchaseOrders.createdAt), desc(blanketPurchaseOrders.id));
}

/** A blanket PO with its inventory's company and team (for the caller's visibility check). */
export async function findBlanketPurchaseOrderById(db: DatabaseOrTransaction, id: number) {
  const [row] = await db
    .select({
      id: blanketPurchaseOrders.id,
      title: blanketPurchaseOrders.title,
      attachmentKey: blanketPurchaseOrders.attachmentKey,
      inventoryId: blanketPurchaseOrders.inventoryId,
      inventoryUuid: inventories.uuid,
      companyId: inventories.companyId,
    })
    .from(blanketPurchaseOrders)
    .innerJoin(inventories, eq(inventories.id, blanketPurchaseOrders.inventoryId))
    .where(eq(blanketPurchaseOrders.id, id))
    .limit(1);
  return row;
}

export async function deleteBlanketPurchaseOrderRow(
  db: DatabaseOrTransaction,
  id: number,
  inventoryId: number,
) {
  const [row] = await db
    .delete(blanketPurchaseOrders)
    .where(and(eq(blanketPurchaseOrders.id, id), eq(blanketPurchaseOrders.inventoryId, inventoryId)))
    .returning({ attachmentKey: blanketPurchaseOrders.attachmentKey });
  return row;
}

/** The stored files of an inventory's blanket POs (removed from storage when the inventory goes). */
export async function findAttachmentKeysOfInventory(db: DatabaseOrTransaction, inventoryId: number) {
  const rows = await db
    .select({ key: blanketPurchaseOrders.attachmentKey })
    .from(blanketPurchaseOrders)
    .where(eq(blanketPurchaseOrders.inventoryId, inventoryId));
  return rows.flatMap((row) => (row.key ? [row.key] : []));
}
