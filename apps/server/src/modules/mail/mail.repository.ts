import { and, asc, desc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { mailOutbox } from '../../db/schema.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export const EXPIRED_BEFORE_DELIVERY = 'expired before it could be delivered';

export async function insertOutboxMail(
  db: DatabaseOrTransaction,
  values: { to: string; subject: string; text: string; html: string; expiresAt?: Date | null },
): Promise<OutboxRow> {
  // Due now by the application's clock, the one the worker compares against: the database's clock keeps
  // microseconds, so a row stamped by it could look due a fraction of a millisecond too late.
  const [row] = await db
    .insert(mailOutbox)
    .values({ ...values, nextAttemptAt: new Date() })
    .returning();
  return row!;
}

/** Writes the mail unless one with the same event key exists; undefined when it did (the event was told). */
export async function insertOutboxMailOnce(
  db: DatabaseOrTransaction,
  values: { to: string; subject: string; text: string; html: string; eventKey: string },
): Promise<OutboxRow | undefined> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ ...values, nextAttemptAt: new Date() })
    .onConflictDoNothing({ target: mailOutbox.eventKey })
    .returning();
  return row;
}

/**
 * Claims up to `limit` due mails for this process: the rows are locked with SKIP LOCKED so concurrent
 * workers never take the same row, and their next attempt is pushed past a lease so the claim survives
 * the end of the short transaction while the mail is being sent. Dropped mails are never claimed; an
 * expired one is claimed so that the worker marks it dropped.
 */
export async function claimDueOutboxMails(
  db: Database,
  options: { now: Date; leaseUntil: Date; limit: number; maxAttempts: number },
): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          isNull(mailOutbox.droppedAt),
          lte(mailOutbox.nextAttemptAt, options.now),
          lt(mailOutbox.attempts, options.maxAttempts),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(options.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ nextAttemptAt: options.leaseUntil })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

export async function markOutboxMailSent(db: DatabaseOrTransaction, id: number, sentAt: Date): Promise<void> {
  await db.update(mailOutbox).set({ sentAt, lastError: null }).where(eq(mailOutbox.id, id));
}

/** A mail that expired before delivery stays in the outbox, marked, and is never sent. */
export async function markOutboxMailDropped(db: DatabaseOrTransaction, id: number, droppedAt: Date) {
  await db
    .update(mailOutbox)
    .set({ droppedAt, lastError: EXPIRED_BEFORE_DELIVERY })
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)));
}

export async function markOutboxMailFailed(
  db: DatabaseOrTransaction,
  id: number,
  failure: { error: string; nextAttemptAt: Date },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: failure.error,
      nextAttemptAt: failure.nextAttemptAt,
    })
    .where(eq(mailOutbox.id, id));
}

/** Newest first; the development mailbox reads every mail, delivered or not. */
export async function findOutboxMails(db: DatabaseOrTransaction, options: { to?: string; limit: number }) {
  return db
    .select()
    .from(mailOutbox)
    .where(options.to ? eq(mailOutbox.to, options.to) : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(options.limit);
}
