import { and, asc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { discountCodes } from '../../db/schema.ts';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;
export type NewDiscountCode = typeof discountCodes.$inferInsert;

export async function findDiscountCodeByCode(db: DatabaseOrTransaction, code: string) {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1);
  return row;
}

export async function findDiscountCodeById(db: DatabaseOrTransaction, id: number) {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id)).limit(1);
  return row;
}

export function findAllDiscountCodes(db: DatabaseOrTransaction) {
  return db.select().from(discountCodes).orderBy(asc(discountCodes.code));
}

export async function insertDiscountCode(db: DatabaseOrTransaction, values: NewDiscountCode) {
  const [row] = await db.insert(discountCodes).values(values).onConflictDoNothing().returning();
  return row;
}

export async function insertDiscountCodes(db: DatabaseOrTransaction, values: NewDiscountCode[]) {
  if (values.length > 0) await db.insert(discountCodes).values(values);
}

export async function updateDiscountCode(
  db: DatabaseOrTransaction,
  id: number,
  values: Partial<NewDiscountCode>,
) {
  const [row] = await db.update(discountCodes).set(values).where(eq(discountCodes.id, id)).returning();
  return row;
}

export async function deleteDiscountCode(db: DatabaseOrTransaction, id: number) {
  const deleted = await db
    .delete(discountCodes)
    .where(eq(discountCodes.id, id))
    .returning({ id: discountCodes.id });
  return deleted.length > 0;
}

/**
 * Counts one use in the same statement that checks the code is usable, so racing checkouts can never
 * take it past its limit (a concurrent update re-checks the row it waited for). Undefined when refused.
 */
export async function incrementDiscountCodeUse(db: DatabaseOrTransaction, id: number, now: Date) {
  const [row] = await db
    .update(discountCodes)
    .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
    .where(
      and(
        eq(discountCodes.id, id),
        eq(discountCodes.isActive, true),
        or(isNull(discountCodes.usageLimit), lt(discountCodes.usedCount, discountCodes.usageLimit)),
        or(isNull(discountCodes.validFrom), lte(discountCodes.validFrom, now)),
        or(isNull(discountCodes.validUntil), gt(discountCodes.validUntil, now)),
      ),
    )
    .returning();
  return row;
}
