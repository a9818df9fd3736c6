import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { attachments } from '../../db/schema.ts';

export type AttachmentRow = typeof attachments.$inferSelect;
export type AttachmentKind = AttachmentRow['kind'];

export async function insertAttachments(
  db: DatabaseOrTransaction,
  values: Array<typeof attachments.$inferInsert>,
) {
  if (values.length === 0) return [];
  return db.insert(attachments).values(values).returning();
}

/** The user's files still waiting in the cart (not yet on an order). */
export function findCartAttachments(db: DatabaseOrTransaction, userId: number, kind?: AttachmentKind) {
  return db
    .select()
    .from(attachments)
    .where(
      and(
        eq(attachments.userId, userId),
        isNull(attachments.orderId),
        kind ? eq(attachments.kind, kind) : undefined,
      ),
    )
    .orderBy(asc(attachments.id));
}

export function findOrderAttachments(db: DatabaseOrTransaction, orderId: number) {
  return db.select().from(attachments).where(eq(attachments.orderId, orderId)).orderBy(asc(attachments.id));
}

/** Deletes one of the user's cart files of that kind; the removed row, or undefined when it is not theirs. */
export async function deleteCartAttachment(
  db: DatabaseOrTransaction,
  userId: number,
  kind: AttachmentKind,
  id: number,
) {
  const [row] = await db
    .delete(attachments)
    .where(
      and(
        eq(attachments.id, id),
        eq(attachments.userId, userId),
        eq(attachments.kind, kind),
        isNull(attachments.orderId),
      ),
    )
    .returning();
  return row;
}

/** Moves every file waiting in the user's cart onto the order. */
export async function attachCartFilesToOrder(db: DatabaseOrTransaction, userId: number, orderId: number) {
  await db
    .update(attachments)
    .set({ orderId })
    .where(and(eq(attachments.userId, userId), isNull(attachments.orderId)));
}

/** The files of a kind on any of the orders (a list page's orders), in one query. */
export function findAttachmentsOfOrders(db: DatabaseOrTransaction, orderIds: number[], kind: AttachmentKind) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(attachments)
    .where(and(inArray(attachments.orderId, orderIds), eq(attachments.kind, kind)))
    .orderBy(asc(attachments.id));
}

/** A file already on an order, of that kind, or undefined. */
export async function findOrderAttachment(db: DatabaseOrTransaction, id: number, kind: AttachmentKind) {
  const [row] = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.id, id), eq(attachments.kind, kind), isNotNull(attachments.orderId)));
  return row;
}

export async function deleteAttachmentRow(db: DatabaseOrTransaction, id: number) {
  const [row] = await db.delete(attachments).where(eq(attachments.id, id)).returning();
  return row;
}
