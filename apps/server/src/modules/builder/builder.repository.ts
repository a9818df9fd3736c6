import { and, desc, eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { kartItems, nameLists, orderItems, products, savedProducts } from '../../db/schema.ts';

/** What the builder keeps of a saved product beyond the list's columns: its design and name list. */
export async function findSavedProductDesign(db: DatabaseOrTransaction, companyId: number, id: number) {
  const [row] = await db
    .select({
      id: savedProducts.id,
      uuid: savedProducts.uuid,
      productId: savedProducts.productId,
      title: savedProducts.title,
      thumbUrl: savedProducts.thumbUrl,
      teamId: savedProducts.teamId,
      apparelColor: savedProducts.apparelColor,
      design: savedProducts.design,
      printFiles: savedProducts.printFiles,
      qtyOptions: savedProducts.qtyOptions,
      mode: savedProducts.mode,
      employees: savedProducts.employees,
    })
    .from(savedProducts)
    .where(and(eq(savedProducts.companyId, companyId), eq(savedProducts.id, id)))
    .limit(1);
  return row;
}

export type SavedProductDesignRow = NonNullable<Awaited<ReturnType<typeof findSavedProductDesign>>>;

export async function insertSavedProductRow(
  db: DatabaseOrTransaction,
  values: typeof savedProducts.$inferInsert,
) {
  const [row] = await db.insert(savedProducts).values(values).returning({ uuid: savedProducts.uuid });
  return row!;
}

export async function updateSavedProductDesign(
  db: DatabaseOrTransaction,
  companyId: number,
  id: number,
  values: Pick<
    typeof savedProducts.$inferInsert,
    'design' | 'printFiles' | 'qtyOptions' | 'mode' | 'employees' | 'apparelColor' | 'thumbUrl'
  >,
) {
  await db
    .update(savedProducts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(savedProducts.companyId, companyId), eq(savedProducts.id, id)));
}

export function findNameListsOfCompany(db: DatabaseOrTransaction, companyId: number) {
  return db
    .select()
    .from(nameLists)
    .where(eq(nameLists.companyId, companyId))
    .orderBy(desc(nameLists.createdAt), desc(nameLists.id))
    .limit(200);
}

export async function insertNameList(db: DatabaseOrTransaction, values: typeof nameLists.$inferInsert) {
  const [row] = await db.insert(nameLists).values(values).returning();
  return row!;
}

/** The name list of one of the caller's own cart lines. */
export async function findKartItemEmployees(db: DatabaseOrTransaction, userId: number, uuid: string) {
  const [row] = await db
    .select({ employees: kartItems.employees })
    .from(kartItems)
    .where(and(eq(kartItems.userId, userId), eq(kartItems.uuid, uuid)))
    .limit(1);
  return row;
}

/** An order line with its print files and the faces of its product (the provider's download). */
export async function findOrderItemPrints(db: DatabaseOrTransaction, uuid: string) {
  const [row] = await db
    .select({
      uuid: orderItems.uuid,
      title: orderItems.title,
      printFiles: orderItems.printFiles,
      faces: products.faces,
      sku: products.sku,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.uuid, uuid))
    .limit(1);
  return row;
}
