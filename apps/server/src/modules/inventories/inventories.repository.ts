import { and, eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { inventories } from '../../db/schema.ts';

export async function findInventoryOfSavedProduct(
  db: DatabaseOrTransaction,
  companyId: number,
  savedProductId: number,
) {
  const [row] = await db
    .select({ id: inventories.id })
    .from(inventories)
    .where(and(eq(inventories.companyId, companyId), eq(inventories.savedProductId, savedProductId)))
    .limit(1);
  return row;
}

export async function insertInventory(db: DatabaseOrTransaction, values: typeof inventories.$inferInsert) {
  const [row] = await db.insert(inventories).values(values).returning();
  return row!;
}

/** The id of a company's inventory by its uuid; another company's is not found. */
export async function findInventoryIdOfCompany(db: DatabaseOrTransaction, companyId: number, uuid: string) {
  const [row] = await db
    .select({ id: inventories.id })
    .from(inventories)
    .where(and(eq(inventories.companyId, companyId), eq(inventories.uuid, uuid)))
    .limit(1);
  return row?.id;
}
