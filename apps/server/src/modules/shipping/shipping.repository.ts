import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { shippingServices } from '../../db/schema.ts';

export type ShippingServiceRow = typeof shippingServices.$inferSelect;
export type NewShippingService = typeof shippingServices.$inferInsert;

const listOrder = [
  asc(shippingServices.originCountry),
  asc(shippingServices.destinationCountry),
  asc(shippingServices.position),
  asc(shippingServices.id),
];

/** Active services that deliver to a country, in the provider's order within each origin. */
export function findActiveServicesTo(db: DatabaseOrTransaction, destinationCountry: string) {
  return db
    .select()
    .from(shippingServices)
    .where(
      and(eq(shippingServices.destinationCountry, destinationCountry), eq(shippingServices.isActive, true)),
    )
    .orderBy(...listOrder);
}

export function findShippingServices(
  db: DatabaseOrTransaction,
  filter: { originCountry?: string; destinationCountry?: string },
) {
  const conditions: SQL[] = [];
  if (filter.originCountry) conditions.push(eq(shippingServices.originCountry, filter.originCountry));
  if (filter.destinationCountry)
    conditions.push(eq(shippingServices.destinationCountry, filter.destinationCountry));
  return db
    .select()
    .from(shippingServices)
    .where(and(...conditions))
    .orderBy(...listOrder);
}

export async function findShippingServiceById(db: DatabaseOrTransaction, id: number) {
  const [row] = await db.select().from(shippingServices).where(eq(shippingServices.id, id)).limit(1);
  return row;
}

export function findShippingServicesByIds(db: DatabaseOrTransaction, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([] as ShippingServiceRow[]);
  return db.select().from(shippingServices).where(inArray(shippingServices.id, ids));
}

export async function insertShippingService(db: DatabaseOrTransaction, values: NewShippingService) {
  const [row] = await db.insert(shippingServices).values(values).returning();
  return row!;
}

export async function insertShippingServices(db: DatabaseOrTransaction, values: NewShippingService[]) {
  if (values.length > 0) await db.insert(shippingServices).values(values);
}

export async function updateShippingService(
  db: DatabaseOrTransaction,
  id: number,
  values: Partial<NewShippingService>,
) {
  const [row] = await db.update(shippingServices).set(values).where(eq(shippingServices.id, id)).returning();
  return row;
}

export async function deleteShippingService(db: DatabaseOrTransaction, id: number) {
  const deleted = await db
    .delete(shippingServices)
    .where(eq(shippingServices.id, id))
    .returning({ id: shippingServices.id });
  return deleted.length > 0;
}
