import { eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { karts } from '../../db/schema.ts';

/** The cart's own state beside its lines (the kept discount code); undefined until first set. */
export async function findKart(db: DatabaseOrTransaction, userId: number) {
  const [row] = await db.select().from(karts).where(eq(karts.userId, userId)).limit(1);
  return row;
}

export async function saveKartDiscountCode(
  db: DatabaseOrTransaction,
  userId: number,
  discountCodeId: number | null,
) {
  await db
    .insert(karts)
    .values({ userId, discountCodeId })
    .onConflictDoUpdate({ target: karts.userId, set: { discountCodeId, updatedAt: new Date() } });
}
