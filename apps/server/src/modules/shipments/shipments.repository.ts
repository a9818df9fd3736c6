import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { shipmentItems, shipments } from '../../db/schema.ts';

export type ShipmentRow = typeof shipments.$inferSelect;

export async function findShipmentsOfOrder(db: DatabaseOrTransaction, orderId: number) {
  return db.select().from(shipments).where(eq(shipments.orderId, orderId)).orderBy(asc(shipments.number));
}

export async function findShipmentItems(db: DatabaseOrTransaction, shipmentIds: number[]) {
  if (shipmentIds.length === 0) return [];
  return db
    .select()
    .from(shipmentItems)
    .where(inArray(shipmentItems.shipmentId, shipmentIds))
    .orderBy(asc(shipmentItems.id));
}

export async function nextShipmentNumber(db: DatabaseOrTransaction, orderId: number): Promise<number> {
  const [row] = await db
    .select({ last: sql<number>`coalesce(max(${shipments.number}), 0)`.mapWith(Number) })
    .from(shipments)
    .where(eq(shipments.orderId, orderId));
  return (row?.last ?? 0) + 1;
}

export async function insertShipment(db: DatabaseOrTransaction, values: typeof shipments.$inferInsert) {
  const [row] = await db.insert(shipments).values(values).returning();
  return row!;
}

export async function insertShipmentItems(
  db: DatabaseOrTransaction,
  values: Array<typeof shipmentItems.$inferInsert>,
) {
  if (values.length > 0) await db.insert(shipmentItems).values(values);
}
