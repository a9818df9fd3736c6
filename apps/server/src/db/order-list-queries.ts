import type { OrderStatus } from '@livery/domain/order-status';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from './database.ts';
import { attachments, invoices, orderLocations, orderStatusCounts, orders, shipments } from './schema.ts';

// Query pieces that the orders list and the billing list both select, below both modules so that neither
// imports the other for them.

/**
 * How many of a company's orders in the given teams have none of `excludedStatuses`, from the kept counts, as a
 * query (the billing list's total reads it rather than counting orders, inside its page statement).
 */
export function keptOrderCountQuery(
  db: DatabaseOrTransaction,
  where: { companyId: number; teamIds: readonly number[]; excludedStatuses: readonly OrderStatus[] },
) {
  return db
    .select({ value: sql<number>`coalesce(sum(${orderStatusCounts.count}), 0)`.mapWith(Number) })
    .from(orderStatusCounts)
    .where(
      and(
        eq(orderStatusCounts.companyId, where.companyId),
        inArray(orderStatusCounts.teamId, [...where.teamIds]),
        notInArray(orderStatusCounts.orderStatus, [...where.excludedStatuses]),
      ),
    );
}

/**
 * What a list row shows beside the order (its PO documents, its parcels and its invoice), read in the page's own
 * statement by index probes per row (issue 23: three statements fewer a page); the links are signed by the caller.
 * The billing list selects the first two in its own page statement.
 */
export const orderListExtraColumns = {
  poFiles: sql<Array<{ id: number; name: string; storageKey: string }>>`coalesce((
    select json_agg(json_build_object('id', ${attachments.id}, 'name', ${attachments.name}, 'storageKey', ${attachments.storageKey}) order by ${attachments.id})
    from ${attachments} where ${attachments.orderId} = ${orders.id} and ${attachments.kind} = 'po'), '[]'::json)`,
  parcels: sql<Array<{ uuid: string; number: number; locationName: string | null }>>`coalesce((
    select json_agg(json_build_object('uuid', ${shipments.uuid}, 'number', ${shipments.number}, 'locationName', ${orderLocations.name}) order by ${shipments.number})
    from ${shipments} left join ${orderLocations} on ${orderLocations.id} = ${shipments.locationId}
    where ${shipments.orderId} = ${orders.id}), '[]'::json)`,
  invoiceUuid: sql<
    string | null
  >`(select ${invoices.uuid} from ${invoices} where ${invoices.orderId} = ${orders.id} limit 1)`,
};
