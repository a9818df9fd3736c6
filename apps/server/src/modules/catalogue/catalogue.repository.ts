import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { finishingMethods, products } from '../../db/schema.ts';

export type ProductRow = typeof products.$inferSelect;
export type FinishingMethodRow = typeof finishingMethods.$inferSelect;

export function findFinishingMethods(db: DatabaseOrTransaction): Promise<FinishingMethodRow[]> {
  return db
    .select()
    .from(finishingMethods)
    .orderBy(asc(finishingMethods.position), asc(finishingMethods.key));
}

export function findProductsByIds(db: DatabaseOrTransaction, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(products).where(inArray(products.id, ids));
}

export async function findActiveProductByUuid(db: DatabaseOrTransaction, uuid: string) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.uuid, uuid), eq(products.isActive, true)))
    .limit(1);
  return row;
}
