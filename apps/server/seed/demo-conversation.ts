import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/database.ts';
import { orderConversationReads, orderItems, orderMessages, orders } from '../src/db/schema.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * A short exchange on the demo's approved hoodie order, between its events: each side has one message it has not
 * read yet, so both sidebars show an unread count on a fresh start.
 */
export async function seedDemoConversation(
  db: Database,
  people: { buyerId: number; staffId: number; reference: string },
): Promise<void> {
  const [order] = await db.select().from(orders).where(eq(orders.reference, people.reference));
  if (!order) return;
  const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const after = (hours: number) => new Date(order.createdAt.getTime() + hours * HOUR_MS);
  const exchange = [
    {
      userId: people.buyerId,
      orderItemId: line?.id ?? null,
      body: 'Could the chest logo on the hoodies be a little smaller, about 8 cm wide?',
      createdAt: after(30),
    },
    {
      userId: people.staffId,
      orderItemId: line?.id ?? null,
      body: 'Yes, 8 cm sits well in the print area. We will print it at 8 cm and keep the colours as they are.',
      createdAt: after(33),
    },
    {
      userId: people.buyerId,
      orderItemId: null,
      body: 'Thank you, Priya. Could the parcel go to the front office reception?',
      createdAt: after(50),
    },
    {
      userId: people.staffId,
      orderItemId: null,
      body: 'Noted: the courier will ask for the front office reception.',
      createdAt: after(54),
    },
  ];
  const rows = await db
    .insert(orderMessages)
    .values(exchange.map((message) => ({ ...message, orderId: order.id })))
    .returning({ id: orderMessages.id });
  const [first, second, third] = rows.map((row) => row.id);
  await db.insert(orderConversationReads).values([
    { orderId: order.id, userId: people.buyerId, lastReadMessageId: third ?? 0 },
    { orderId: order.id, userId: people.staffId, lastReadMessageId: second ?? first ?? 0 },
  ]);
}
