import { and, eq, lt } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { attemptCounters } from '../../db/schema.ts';

export type AttemptCounterRow = typeof attemptCounters.$inferSelect;

export async function findAttemptCounter(db: DatabaseOrTransaction, key: string) {
  const [row] = await db.select().from(attemptCounters).where(eq(attemptCounters.key, key)).limit(1);
  return row;
}

/** Creates the counter unless another request just did; false when it lost that race. */
export async function insertAttemptCounter(
  db: DatabaseOrTransaction,
  row: AttemptCounterRow,
): Promise<boolean> {
  const inserted = await db
    .insert(attemptCounters)
    .values(row)
    .onConflictDoNothing()
    .returning({ key: attemptCounters.key });
  return inserted.length > 0;
}

/**
 * Writes the counter only if it is still as it was read (same count, same last attempt), so two parallel
 * attempts cannot both be let through on one reading; false when another request changed it first.
 */
export async function replaceAttemptCounter(
  db: DatabaseOrTransaction,
  previous: AttemptCounterRow,
  next: AttemptCounterRow,
): Promise<boolean> {
  const updated = await db
    .update(attemptCounters)
    .set({ count: next.count, windowEndsAt: next.windowEndsAt, lastAttemptAt: next.lastAttemptAt })
    .where(
      and(
        eq(attemptCounters.key, previous.key),
        eq(attemptCounters.count, previous.count),
        eq(attemptCounters.lastAttemptAt, previous.lastAttemptAt),
      ),
    )
    .returning({ key: attemptCounters.key });
  return updated.length > 0;
}

export async function deleteAttemptCounter(db: DatabaseOrTransaction, key: string): Promise<void> {
  await db.delete(attemptCounters).where(eq(attemptCounters.key, key));
}

export async function deleteEndedAttemptCounters(db: DatabaseOrTransaction, now: Date): Promise<void> {
  await db.delete(attemptCounters).where(lt(attemptCounters.windowEndsAt, now));
}
