import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { jobs, mailOutbox } from '../../db/schema.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export async function insertOutboxMail(
  db: DatabaseOrTransaction,
  values: { to: string; subject: string; text: string; html: string; expiresAt?: Date | null },
): Promise<OutboxRow> {
  const [row] = await db.insert(mailOutbox).values(values).returning();
  return row!;
}

/**
 * Writes the mail unless one with the same event key exists, and its delivery job (payload `{ mailId, to }`, key
 * `mail:<id>`) in the same statement; false when the key was taken (the event was told) and nothing was written.
 */
export async function insertOutboxMailOnceWithDelivery(
  db: DatabaseOrTransaction,
  values: { to: string; subject: string; text: string; html: string; eventKey: string },
  job: { kind: string; runAt: Date; maxAttempts: number; requestId: string | null },
): Promise<boolean> {
  const result = (await db.execute(
    sql`with "mail" as (
        insert into ${mailOutbox} ("to", "subject", "text", "html", "event_key")
        values (${values.to}, ${values.subject}, ${values.text}, ${values.html}, ${values.eventKey})
        on conflict ("event_key") do nothing
        returning "id", "to")
      insert into ${jobs} ("kind", "payload", "run_at", "max_attempts", "request_id", "unique_key")
      select ${job.kind}, jsonb_build_object('mailId', "mail"."id", 'to', "mail"."to"),
        ${job.runAt.toISOString()}::timestamptz, ${job.maxAttempts}::integer, ${job.requestId}, 'mail:' || "mail"."id"
      from "mail"
      on conflict ("unique_key") do nothing
      returning "id"`,
  )) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
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
