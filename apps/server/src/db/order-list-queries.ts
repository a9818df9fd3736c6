import type { OrderStatus } from '@livery/domain/order-status';
import { and, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
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

/**
 * Above this many teams a list reads `team_id = any(...)` in one range as before: each team costs a branch (an
 * index descent and a plan node), and a buyer in this many teams is rare.
 */
export const MAX_MERGED_TEAMS = 32;

/**
 * One page of orders' ids, newest first (created_at desc, id desc), as a subquery `page_ids(page_id)`: one ordered range
 * of orders_company_team_created_idx per team, each cut at offset + limit, merged by PostgreSQL's Merge Append,
 * which reads offset + limit rows in all. With `team_id = any(...)` over several teams PostgreSQL reads every
 * visible order and sorts them to skip the offset (issue 23: a buyer in two teams, page 2,000 of a 50,000-order
 * company). `teamWhere` is the filter of one team's orders; the order is total (id breaks ties), so the merged
 * page holds the very rows, in the very order, of the one-range query.
 */
export function teamMergedPageIds(
  db: DatabaseOrTransaction,
  teamIds: readonly number[],
  teamWhere: (teamId: number) => SQL | undefined,
  page: { limit: number; offset: number },
) {
  const depth = page.offset + page.limit;
  // Drizzle writes each branch in parentheses, which its ORDER BY and LIMIT need under UNION ALL.
  const branches = teamIds.map((teamId) =>
    db
      .select({ createdAt: orders.createdAt, id: orders.id })
      .from(orders)
      .where(teamWhere(teamId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(depth),
  );
  return db
    .select({ pageId: sql<number>`merged.id`.as('page_id') })
    .from(sql`(${sql.join(branches, sql` union all `)}) as merged`)
    .orderBy(sql`merged.created_at desc, merged.id desc`)
    .limit(page.limit)
    .offset(page.offset)
    .as('page_ids');
}
