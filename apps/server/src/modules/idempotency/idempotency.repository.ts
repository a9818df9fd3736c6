import { and, eq, lt } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { idempotencyKeys } from '../../db/schema.ts';

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

/**
 * Takes the key for this write, or finds that it is taken. The insert waits for a concurrent transaction
 * holding the same key, so of two simultaneous retries the second sees the first's stored answer.
 */
export async function claimIdempotencyKey(
  db: DatabaseOrTransaction,
  values: { userId: number; key: string; operation: string; requestHash: string },
): Promise<boolean> {
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ ...values, statusCode: 0, response: {} })
    .onConflictDoNothing({ target: [idempotencyKeys.userId, idempotencyKeys.key] })
    .returning({ id: idempotencyKeys.id });
  return claimed.length > 0;
}

export async function findIdempotencyKey(
  db: DatabaseOrTransaction,
  userId: number,
  key: string,
): Promise<IdempotencyKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

export async function saveIdempotentAnswer(
  db: DatabaseOrTransaction,
  userId: number,
  key: string,
  answer: { statusCode: number; response: unknown },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ statusCode: answer.statusCode, response: answer.response })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/** Keys older than `before` are forgotten: a retry comes within minutes, not days. */
export async function deleteIdempotencyKeysOfUserBefore(
  db: DatabaseOrTransaction,
  userId: number,
  before: Date,
): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), lt(idempotencyKeys.createdAt, before)));
}
