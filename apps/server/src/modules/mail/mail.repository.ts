import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { mailOutbox } from '../../db/schema.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export async function insertOutboxMail(
  db: DatabaseOrTransaction,
  values: { to: string; subject: string; text: string; html: string; expiresAt?: Date | null },
): Promise<OutboxRow> {
  const [row] = await db.insert(mailOutbox).values(values).returning();
  return row!;
}

/** Writes the mail unless one with the same event key exists; undefined when it did (the event was told). */
export async function insertOutboxMailOnce(
  db: DatabaseOrTransaction,
  values: { to: string; subject: string; text: string; html: string; eventKey: string },
): Promise<OutboxRow | undefined> {
  const [row] = await db
    .insert(mailOutbox)
    .values(values)
    .onConflictDoNothing({ target: mailOutbox.eventKey })
    .returning();
  return row;
}

export async function findOutboxMail(db: DatabaseOrTransaction, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

export async function markOutboxMailSent(db: DatabaseOrTransaction, id: number, sentAt: Date): Promise<void> {
  await db.update(mailOutbox).set({ sentAt }).where(eq(mailOutbox.id, id));
}

/** A mail that expired before delivery stays in the outbox, marked, and is never sent. */
export async function markOutboxMailDropped(db: DatabaseOrTransaction, id: number, droppedAt: Date) {
  await db
    .update(mailOutbox)
    .set({ droppedAt })
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)));
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
