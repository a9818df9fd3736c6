import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { employeeProducts, orderItems, orderLocationItems, orderLocations, orders } from '../../db/schema.ts';

/** The order's employee rows with the location each went to (null while unassigned), in roster order. */
export function findOrderEmployeeRowsWithLocation(db: DatabaseOrTransaction, orderId: number) {
  return db
    .select({
      id: employeeProducts.id,
      uuid: employeeProducts.uuid,
      orderItemId: employeeProducts.orderItemId,
      staffId: employeeProducts.staffId,
      name: employeeProducts.name,
      department: employeeProducts.department,
      size: employeeProducts.size,
      qty: employeeProducts.qty,
      locationId: orderLocationItems.locationId,
    })
    .from(employeeProducts)
    .innerJoin(orderItems, eq(orderItems.id, employeeProducts.orderItemId))
    .leftJoin(orderLocationItems, eq(orderLocationItems.employeeProductId, employeeProducts.id))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id), asc(employeeProducts.id));
}

/** The order's locations, oldest first. */
export function findOrderLocations(db: DatabaseOrTransaction, orderId: number) {
  return db
    .select()
    .from(orderLocations)
    .where(eq(orderLocations.orderId, orderId))
    .orderBy(asc(orderLocations.createdAt), asc(orderLocations.id));
}

/** The order's locations, oldest first, each with how many pieces it takes (one statement). */
export function findOrderLocationsWithPieces(db: DatabaseOrTransaction, orderId: number) {
  return db
    .select({
      uuid: orderLocations.uuid,
      name: orderLocations.name,
      address: orderLocations.address,
      createdAt: orderLocations.createdAt,
      totalQty: sql<number>`coalesce(sum(${orderLocationItems.qty}), 0)`.mapWith(Number),
    })
    .from(orderLocations)
    .leftJoin(orderLocationItems, eq(orderLocationItems.locationId, orderLocations.id))
    .where(eq(orderLocations.orderId, orderId))
    .groupBy(orderLocations.id)
    .orderBy(asc(orderLocations.createdAt), asc(orderLocations.id));
}

/** One location of the order by its public id; undefined when the order has no such location. */
export async function findOrderLocationByUuid(db: DatabaseOrTransaction, orderId: number, uuid: string) {
  const [row] = await db
    .select()
    .from(orderLocations)
    .where(and(eq(orderLocations.orderId, orderId), eq(orderLocations.uuid, uuid)));
  return row;
}

/** Everything assigned to the order's locations: one row per employee garment or per size of a plain line. */
export function findOrderLocationItems(db: DatabaseOrTransaction, orderId: number) {
  const locationIds = db
    .select({ id: orderLocations.id })
    .from(orderLocations)
    .where(eq(orderLocations.orderId, orderId));
  return db
    .select()
    .from(orderLocationItems)
    .where(inArray(orderLocationItems.locationId, locationIds))
    .orderBy(asc(orderLocationItems.id));
}

export async function insertOrderLocation(
  db: DatabaseOrTransaction,
  values: typeof orderLocations.$inferInsert,
  items: Array<Omit<typeof orderLocationItems.$inferInsert, 'locationId'>>,
) {
  const [location] = await db.insert(orderLocations).values(values).returning();
  for (let start = 0; start < items.length; start += 1000) {
    await db
      .insert(orderLocationItems)
      .values(items.slice(start, start + 1000).map((item) => ({ ...item, locationId: location!.id })));
  }
  return location!;
}

/** Deletes one location of the order (its items go with it); undefined when the order has no such location. */
export async function deleteOrderLocation(db: DatabaseOrTransaction, orderId: number, uuid: string) {
  const [row] = await db
    .delete(orderLocations)
    .where(and(eq(orderLocations.orderId, orderId), eq(orderLocations.uuid, uuid)))
    .returning({ id: orderLocations.id, name: orderLocations.name });
  return row;
}

/** Keeps the order's multilocation flag true exactly while it has a location, in the caller's transaction. */
export async function refreshMultilocationFlag(db: DatabaseOrTransaction, orderId: number) {
  await db
    .update(orders)
    .set({
      isMultilocationShippingOrder: sql`exists (select 1 from ${orderLocations} where ${orderLocations.orderId} = ${orderId})`,
    })
    .where(eq(orders.id, orderId));
}
