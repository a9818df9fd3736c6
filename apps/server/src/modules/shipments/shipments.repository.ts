import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { orderLocations, shipmentItems, shipments } from '../../db/schema.ts';

export type ShipmentRow = typeof shipments.$inferSelect;

export async function findShipmentsOfOrder(db: DatabaseOrTransaction, orderId: number) {
  return db.select().from(shipments).where(eq(shipments.orderId, orderId)).orderBy(asc(shipments.number));
}

/** The parcels of several orders (a list page's) with their locations' names, oldest first per order, in one query. */
export async function findShipmentsOfOrders(db: DatabaseOrTransaction, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: shipments.orderId,
      uuid: shipments.uuid,
      number: shipments.number,
      locationName: orderLocations.name,
    })
    .from(shipments)
    .leftJoin(orderLocations, eq(orderLocations.id, shipments.locationId))
    .where(inArray(shipments.orderId, orderIds))
    .orderBy(asc(shipments.orderId), asc(shipments.number));
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
