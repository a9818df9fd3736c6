import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** Whose endpoints: a company's (its id), or the provider's (null), which receive every company's events. */
export type WebhookOwnerId = number | null;

const ownedBy = (companyId: WebhookOwnerId) =>
  companyId === null ? isNull(webhookEndpoints.companyId) : eq(webhookEndpoints.companyId, companyId);

export function findEndpointsOfOwner(db: DatabaseOrTransaction, companyId: WebhookOwnerId) {
  return db.select().from(webhookEndpoints).where(ownedBy(companyId)).orderBy(webhookEndpoints.id);
}

/** The owner's endpoint by uuid; another owner's is undefined, as if absent. */
export async function findEndpointOfOwner(
  db: DatabaseOrTransaction,
  companyId: WebhookOwnerId,
  uuid: string,
) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(ownedBy(companyId), eq(webhookEndpoints.uuid, uuid)));
  return row;
}

export async function insertEndpoint(
  db: DatabaseOrTransaction,
  values: typeof webhookEndpoints.$inferInsert,
) {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export async function updateEndpoint(
  db: DatabaseOrTransaction,
  id: number,
  values: Partial<typeof webhookEndpoints.$inferInsert>,
) {
  const [row] = await db.update(webhookEndpoints).set(values).where(eq(webhookEndpoints.id, id)).returning();
  return row!;
}

export async function deleteEndpoint(db: DatabaseOrTransaction, id: number) {
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
}

/**
 * The enabled endpoints events of each company of `companyIds` may reach, with the events each is subscribed to:
 * the company's own and the provider's (no company), by id.
 */
export async function findEnabledEndpointsOfCompanies(db: DatabaseOrTransaction, companyIds: number[]) {
  const rows = await db
    .select({
      id: webhookEndpoints.id,
      companyId: webhookEndpoints.companyId,
      events: webhookEndpoints.events,
    })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.isEnabled, true),
        or(isNull(webhookEndpoints.companyId), inArray(webhookEndpoints.companyId, companyIds)),
      ),
    )
    .orderBy(asc(webhookEndpoints.id));
  const found = new Map<number, Array<{ id: number; events: string[] }>>();
  for (const companyId of companyIds) {
    found.set(
      companyId,
      rows
        .filter((row) => row.companyId === null || row.companyId === companyId)
        .map((row) => ({ id: row.id, events: row.events })),
    );
  }
  return found;
}

export function insertDeliveries(
  db: DatabaseOrTransaction,
  values: Array<typeof webhookDeliveries.$inferInsert>,
) {
  return db.insert(webhookDeliveries).values(values).returning();
}

export async function findDeliveryWithEndpoint(db: DatabaseOrTransaction, deliveryId: number) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId));
  return row;
}

export async function findDeliveryOfEndpoint(db: DatabaseOrTransaction, endpointId: number, uuid: string) {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.uuid, uuid)));
  return row;
}

export async function updateDelivery(
  db: DatabaseOrTransaction,
  id: number,
  values: Partial<typeof webhookDeliveries.$inferInsert>,
) {
  const [row] = await db
    .update(webhookDeliveries)
    .set(values)
    .where(eq(webhookDeliveries.id, id))
    .returning();
  return row;
}

/** The endpoint's delivery log, newest first, one page, with the count for paging. */
export async function findDeliveriesPage(
  db: DatabaseOrTransaction,
  endpointId: number,
  options: { limit: number; offset: number },
) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId))
      .orderBy(desc(webhookDeliveries.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ count: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId)),
  ]);
  return { rows, total: total?.count ?? 0 };
}

/** A failed delivery: the endpoint is failing since now, unless it already was (the earlier time stays). */
export async function markEndpointFailing(db: DatabaseOrTransaction, id: number, now: Date) {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now.toISOString()}::timestamptz)` })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return row;
}

export async function markEndpointSucceeding(db: DatabaseOrTransaction, id: number) {
  await db.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, id));
}

/** Turns the endpoint off; undefined when it was off already (so only one delivery tells its owner). */
export async function disableEndpoint(db: DatabaseOrTransaction, id: number, now: Date) {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ isEnabled: false, disabledAt: now })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.isEnabled, true)))
    .returning();
  return row;
}
