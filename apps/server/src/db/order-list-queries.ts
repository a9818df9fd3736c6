import type { OrderStatus } from '@livery/domain/order-status';
import { and, desc, eq, gte, inArray, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from './database.ts';
import {
  attachments,
  invoices,
  orderDayCounts,
  orderLocations,
  orderStatusCounts,
  orders,
  shipments,
} from './schema.ts';

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
 * From this offset on, a page skips whole days of newer orders by the kept day counts (`DaySkip`):
 * below it, reading the skipped index entries costs less than summing a big company's days (two teams over two
 * years: 1,460 kept rows).
 */
export const DAY_SKIP_MIN_OFFSET = 1_000;

/**
 * The orders a deep page may skip by day: a customer's orders in its company's teams, or the provider's orders
 * (of one company, or some of its teams, when filtered), within these days (UTC, yyyy-MM-dd, both ends included) when
 * given. Only for a filter the day counts can answer (no status, keyword, member or product). Values may be a
 * prepared statement's placeholders, hence the casts.
 */
export interface DaySkip {
  companyId?: number;
  teamIds?: readonly number[];
  fromDay?: string;
  toDay?: string;
}

/**
 * Where a page starts, from the kept day counts, as a from-item `skipped(bound, rest)`: summing the days newest
 * first, the day at which the count passes `offset`; `bound` is that day's end and `rest` how many of the orders
 * up to it the page still skips. No row when the offset is past the last order.
 */
function daySkipQuery(db: DatabaseOrTransaction, skip: DaySkip, offset: number) {
  const where = and(
    skip.companyId !== undefined ? eq(orderDayCounts.companyId, skip.companyId) : undefined,
    skip.teamIds !== undefined ? inArray(orderDayCounts.teamId, [...skip.teamIds]) : undefined,
    skip.fromDay !== undefined ? gte(orderDayCounts.day, sql`${skip.fromDay}::date`) : undefined,
    skip.toDay !== undefined ? lte(orderDayCounts.day, sql`${skip.toDay}::date`) : undefined,
  );
  // Integers keep the sums off numeric.
  const dayCount = sql<number>`sum(${orderDayCounts.count})::integer`;
  const running =
    skip.companyId === undefined
      ? everyCompanysRunningDays(db, where, dayCount)
      : oneCompanysRunningDays(db, where, dayCount);
  const skipped = db
    .select({
      bound: sql`(${running.day} + 1)::timestamp at time zone 'UTC'`.as('bound'),
      rest: sql`${offset}::bigint - (${running.through} - ${running.count})`.as('rest'),
    })
    .from(running)
    .where(sql`${running.through} > ${offset}::bigint`);
  // Every company's days leave their subquery newest first: an ORDER BY here would have them all summed first.
  return skip.companyId === undefined ? skipped.limit(1) : skipped.orderBy(desc(running.day)).limit(1);
}

/**
 * One company's days, newest first, with the running count: grouped in a subquery of its own so that PostgreSQL
 * reads the company's few hundred rows by its key (a day-ordered walk across companies could cost more).
 */
function oneCompanysRunningDays(db: DatabaseOrTransaction, where: SQL | undefined, dayCount: SQL<number>) {
  // Grouped newest first so that the running sum needs no second sort.
  const perDay = db
    .select({ day: orderDayCounts.day, count: dayCount.as('count') })
    .from(orderDayCounts)
    .where(where)
    .groupBy(orderDayCounts.day)
    .orderBy(desc(orderDayCounts.day))
    .as('per_day');
  return db
    .select({
      day: perDay.day,
      count: perDay.count,
      through: sql<number>`sum(${perDay.count}) over (order by ${perDay.day} desc)`.as('through'),
    })
    .from(perDay)
    .as('running');
}

/**
 * Every company's days (the provider's list), newest first, with the running count, grouped and summed at one
 * level: PostgreSQL then plans them for the LIMIT above and walks order_day_counts_day_idx only down to the
 * page's day (page 2,000 of a million orders: about 35 of 731 days) instead of summing all 700,000 rows.
 */
function everyCompanysRunningDays(db: DatabaseOrTransaction, where: SQL | undefined, dayCount: SQL<number>) {
  return db
    .select({
      day: orderDayCounts.day,
      count: dayCount.as('count'),
      through: sql<number>`sum(${dayCount}) over (order by ${orderDayCounts.day} desc)`.as('through'),
    })
    .from(orderDayCounts)
    .where(where)
    .groupBy(orderDayCounts.day)
    .orderBy(desc(orderDayCounts.day))
    .as('running');
}

/**
 * Which page: `depth` is offset + limit, given as its own value so that a prepared statement's placeholders need
 * no arithmetic in Node.
 */
export interface OrderPage {
  limit: number;
  offset: number;
  depth: number;
}

/**
 * One page of orders' ids, newest first (created_at desc, id desc), as a subquery `page_ids(page_id)`, read from
 * one or several index ranges (`rangeWheres`, each a filter of orders_company_team_created_idx's order).
 *
 * Several ranges (a buyer in 2 to MAX_MERGED_TEAMS teams) are each cut at offset + limit and merged by
 * PostgreSQL's Merge Append, which reads offset + limit rows in all: with `team_id = any(...)` PostgreSQL read
 * every visible order and sorted them to skip the offset (issue 23: page 2,000 of a 50,000-order company). The
 * order is total (id breaks ties), so the merged page holds the very rows, in the very order, of one range.
 *
 * With `skip`, the ranges start at the day the kept day counts give (`daySkipQuery`) and skip only the rest of
 * the offset, so a deep page reads about one day's orders instead of every newer one.
 */
export function orderPageIds(
  db: DatabaseOrTransaction,
  rangeWheres: ReadonlyArray<SQL | undefined>,
  page: OrderPage,
  skip?: DaySkip,
) {
  const { depth } = page;
  const pageId = sql<number>`page.id`.as('page_id');
  // Drizzle writes each branch in parentheses, which its ORDER BY and LIMIT need under UNION ALL.
  const ranges = rangeWheres.map((where) =>
    db
      .select({ createdAt: orders.createdAt, id: orders.id })
      .from(orders)
      .where(and(where, skip ? sql`${orders.createdAt} < skipped.bound` : undefined))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(depth),
  );
  const merged = sql`(${sql.join(ranges, sql` union all `)}) as merged`;
  if (skip) {
    // The skip is a lateral from-item, read once; OFFSET takes its row's rest.
    const skippedPage = sql`select merged.id from ${merged}
      order by merged.created_at desc, merged.id desc limit ${page.limit} offset skipped.rest`;
    return db
      .select({ pageId })
      .from(
        sql`(${daySkipQuery(db, skip, page.offset)}) as skipped cross join lateral (${skippedPage}) as page`,
      )
      .as('page_ids');
  }
  if (ranges.length === 1) {
    return db
      .select({ pageId: sql<number>`${orders.id}`.as('page_id') })
      .from(orders)
      .where(rangeWheres[0])
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit)
      .offset(page.offset)
      .as('page_ids');
  }
  return db
    .select({ pageId: sql<number>`merged.id`.as('page_id') })
    .from(merged)
    .orderBy(sql`merged.created_at desc, merged.id desc`)
    .limit(page.limit)
    .offset(page.offset)
    .as('page_ids');
}
