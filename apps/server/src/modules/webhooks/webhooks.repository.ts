import { and, asc, count, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { totalColumn } from '../../db/page-total.ts';
import { statementPerShape } from '../../db/prepared-statement.ts';
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

/** A delivery as its log shows it (never the event's body), its times as ISO text. */
export interface DeliveryLogRow {
  uuid: string;
  eventId: string;
  eventType: string;
  status: WebhookDeliveryRow['status'];
  attempts: number;
  responseStatus: number | null;
  durationMs: number | null;
  error: string | null;
  lastAttemptAt: string | null;
  createdAt: string;
}

/**
 * A delivery log page's values: every one a parameter of the statement prepared for its shape (`statementPerShape`);
 * the owning company is absent for the provider's endpoints (no company).
 */
interface DeliveriesPageValues extends Record<string, unknown> {
  endpointUuid: string;
  ownerCompanyId?: number;
  limit: number;
  offset: number;
}

/** A timestamp as `Date.prototype.toISOString` writes it, so Node parses and formats no date of the page. */
const isoText = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The owner's endpoint (by uuid) and one page of its log, newest first (a lateral join on the one endpoint row, read
 * backwards through webhook_deliveries_endpoint_idx) as one JSON array, and the log's total, in one statement and
 * one row: no row when the owner has no such endpoint. Mapping 25 rows through Drizzle was most of this list's
 * Node CPU in a profile.
 */
const deliveriesPage = statementPerShape('webhook_deliveries_page', (db, values: DeliveriesPageValues) => {
  const endpointId = db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.uuid, values.endpointUuid));
  return db
    .select({
      // Uncorrelated, so counted once per statement (the endpoint is checked by the statement's own condition).
      total: totalColumn(
        db
          .select({ count: count() })
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.endpointId, sql`(${endpointId})`)),
      ),
      deliveries: sql<DeliveryLogRow[]>`coalesce(json_agg(json_build_object(
          'uuid', page.uuid,
          'eventId', page.event_id,
          'eventType', page.event_type,
          'status', page.status,
          'attempts', page.attempts,
          'responseStatus', page.response_status,
          'durationMs', page.duration_ms,
          'error', page.error,
          'lastAttemptAt', ${isoText(sql`page.last_attempt_at`)},
          'createdAt', ${isoText(sql`page.created_at`)}
        ) order by page.id desc) filter (where page.id is not null), '[]'::json)`,
    })
    .from(sql`${webhookEndpoints} endpoint
      left join lateral (
        select d.id, d.uuid, d.event_id, d.event_type, d.status, d.attempts, d.response_status, d.duration_ms,
          d.error, d.last_attempt_at, d.created_at
        from ${webhookDeliveries} d
        where d.endpoint_id = endpoint.id
        order by d.id desc
        limit ${values.limit} offset ${values.offset}
      ) page on true`)
    .where(
      and(
        values.ownerCompanyId === undefined
          ? sql`endpoint.company_id is null`
          : sql`endpoint.company_id = ${values.ownerCompanyId}`,
        sql`endpoint.uuid = ${values.endpointUuid}`,
      ),
    )
    .groupBy(sql`endpoint.id`);
});

/**
 * The owner's endpoint's delivery log, newest first, one page, with the count for paging; undefined when the owner
 * has no such endpoint. A page past the end is empty and still counted.
 */
export async function findDeliveriesPage(
  db: Database,
  owner: WebhookOwnerId,
  endpointUuid: string,
  options: { limit: number; offset: number },
): Promise<{ rows: DeliveryLogRow[]; total: number } | undefined> {
  const [found] = await deliveriesPage(
    db,
    {
      endpointUuid,
      ownerCompanyId: owner ?? undefined,
      limit: options.limit,
      offset: options.offset,
    },
    // The given values alone decide the statement's text.
    undefined,
  );
  return found && { rows: found.deliveries, total: found.total };
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
