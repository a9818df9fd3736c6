import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
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

/** The PO files of several orders in one statement (a list page). */
export function findPoAttachmentsOfOrders(db: DatabaseOrTransaction, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(attachments)
    .where(and(inArray(attachments.orderId, orderIds), eq(attachments.kind, 'po')))
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
