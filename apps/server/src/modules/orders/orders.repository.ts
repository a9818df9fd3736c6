import type { OrderStatus } from '@livery/domain/order-status';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { withCompiledRowMapping } from '../../db/compiled-row-mapping.ts';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { jsonRecords } from '../../db/json-records.ts';
import {
  DAY_SKIP_MIN_OFFSET,
  type DaySkip,
  MAX_MERGED_TEAMS,
  orderListExtraColumns,
  orderPageIds,
} from '../../db/order-list-queries.ts';
import { pageTotal, totalColumn } from '../../db/page-total.ts';
import { statementPerShape } from '../../db/prepared-statement.ts';
import {
  companies,
  employeeProducts,
  inventories,
  orderItems,
  orderLocationItems,
  orderLogs,
  orderStatusCounts,
  orders,
  products,
  rfQuotes,
  savedProducts,
  teamMembers,
  teams,
  users,
} from '../../db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;

/** A new order's values; its number is not among them, the insert takes it. */
export type NewOrder = Omit<typeof orders.$inferInsert, 'uid'>;

/**
 * Makes the year's order-number sequence, in a short transaction of its own, unless it exists (migration 0038):
 * made by a checkout's own insert, it would hold the year's lock until that checkout committed.
 */
export async function ensureOrderNumberSequence(db: Database, year: number): Promise<void> {
  await db.execute(sql`select ensure_order_number_sequence(${year}::integer)`);
}

/** A new order line's values; its order's id is the insert's. */
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;

/** What placing an order answers of the row it wrote: what its mails, notices and callers name. */
export type PlacedOrderRow = Pick<
  OrderRow,
  | 'id'
  | 'uuid'
  | 'uid'
  | 'companyId'
  | 'teamId'
  | 'orderStatus'
  | 'total'
  | 'currency'
  | 'reference'
  | 'poNumber'
>;

/**
 * Writes a new order numbered `LV-<year>-<six digits>` with its activity logs (in this order) and its lines, in one
 * statement; answers the order as inserted and its lines' ids in the order given. The number is the next of the
 * year's sequence (`next_order_uid`, migration 0029): taking it locks nothing until commit, so concurrent checkouts
 * never queue for it, and a rolled-back one leaves a gap (decision 163). The order, its logs and its lines each go
 * as one jsonb parameter (`jsonRecords`): the statement's text is short and the same for every cart size.
 */
export async function insertNumberedOrder(
  db: DatabaseOrTransaction,
  year: number,
  values: NewOrder,
  logs: ReadonlyArray<{ title: string; message: string }>,
  lines: readonly NewOrderItem[],
): Promise<{ order: PlacedOrderRow; lineIds: number[] }> {
  const order = jsonRecords(orders, [values]);
  const logged = jsonRecords(orderLogs, logs);
  const lined = jsonRecords(orderItems, lines);
  // Serial ids are taken in the order the rows are selected, so the ordinality keeps the lines' (and logs') order.
  const insertLines =
    lines.length > 0
      ? sql`insert into ${orderItems} ("order_id", ${lined.columns})
          select "inserted"."id", ${lined.values}
          from "inserted", jsonb_populate_recordset(null::${orderItems}, ${lined.json}::jsonb) with ordinality as record
          order by record."ordinality" returning "id"`
      : sql`select null::integer as "id" where false`;
  const rows = await runRows<{
    id: number;
    uuid: string;
    uid: string;
    company_id: number;
    team_id: number;
    order_status: OrderRow['orderStatus'];
    total: number;
    currency: string;
    reference: string | null;
    po_number: string | null;
    line_ids: Array<number | string> | null;
  }>(
    db,
    sql`with "inserted" as (
        insert into ${orders} ("uid", ${order.columns})
        select next_order_uid(${year}::integer), ${order.values}
        from jsonb_populate_record(null::${orders}, (${order.json}::jsonb) -> 0) as record
        returning "id", "uuid", "uid", "company_id", "team_id", "order_status", "total", "currency", "reference", "po_number"),
      "logged" as (
        insert into ${orderLogs} ("order_id", ${logged.columns})
        select "inserted"."id", ${logged.values}
        from "inserted", jsonb_populate_recordset(null::${orderLogs}, ${logged.json}::jsonb) with ordinality as record
        order by record."ordinality"),
      "lined" as (${insertLines})
      select "inserted".*, (select array_agg("id" order by "id") from "lined") as "line_ids" from "inserted"`,
  );
  const row = rows[0]!;
  return {
    order: {
      id: row.id,
      uuid: row.uuid,
      uid: row.uid,
      companyId: row.company_id,
      teamId: row.team_id,
      orderStatus: row.order_status,
      total: row.total,
      currency: row.currency,
      reference: row.reference,
      poNumber: row.po_number,
    },
    lineIds: (row.line_ids ?? []).map(Number),
  };
}

/** The rows a hand-written statement answers: `execute` answers `{ rows }` under both drivers (node-postgres, PGlite). */
async function runRows<Row>(db: DatabaseOrTransaction, statement: SQL): Promise<Row[]> {
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

/** One row per employee garment of the order's lines (the order was written with `hasNameList`). */
export async function insertEmployeeProducts(
  db: DatabaseOrTransaction,
  values: Array<typeof employeeProducts.$inferInsert>,
) {
  // Large rosters go in slices so one statement stays well under the parameter limit.
  for (let start = 0; start < values.length; start += 1000) {
    await db.insert(employeeProducts).values(values.slice(start, start + 1000));
  }
}

/** Adds a line to the order's activity; its id names the event (a provider notice's key). */
export async function insertOrderLog(
  db: DatabaseOrTransaction,
  values: typeof orderLogs.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(orderLogs).values(values).returning({ id: orderLogs.id });
  return row?.id ?? 0;
}

const summaryColumns = {
  order: orders,
  teamName: teams.name,
  userName: users.name,
  companyName: companies.name,
};

/**
 * What a list row shows of an order: 16 of its 40 columns (issue 23: the others were sent, parsed by pg and
 * mapped by Drizzle for every row, then dropped; 50 connections, 50,000 orders: 1.21 -> 0.91 ms of CPU a request
 * on the console's list).
 */
const listOrderColumns = {
  id: orders.id,
  uuid: orders.uuid,
  uid: orders.uid,
  createdAt: orders.createdAt,
  orderStatus: orders.orderStatus,
  orderType: orders.orderType,
  poNumber: orders.poNumber,
  reference: orders.reference,
  teamId: orders.teamId,
  total: orders.total,
  currency: orders.currency,
  currencySymbol: orders.currencySymbol,
  orderApprovalNeeded: orders.orderApprovalNeeded,
  shipStatus: orders.shipStatus,
  recurringOrderUid: orders.recurringOrderUid,
  isMultilocationShippingOrder: orders.isMultilocationShippingOrder,
};

/** An order's summary as the list and the order's page show it (`toOrderSummaryJson`). */
export type OrderSummaryFields = Omit<OrderSummaryRow, 'order'> & {
  order: Pick<OrderRow, keyof typeof listOrderColumns>;
};

/**
 * Who may see an order: the provider sees all; a customer sees its company's orders of teams it joined. A list
 * reads the joined teams first (`withJoinedTeams`) and passes them as values: as a subquery the planner guessed
 * a few dozen orders per team and sorted a big company's 50,000 orders for every page (190 ms at 1M orders;
 * 0.6 ms with the team ids known).
 */
export type OrderScope =
  | { kind: 'provider' }
  | { kind: 'customer'; userId: number; companyId: number; teamIds?: readonly number[] };

function joinedTeamIdsOf(db: DatabaseOrTransaction, userId: number) {
  return db
    .select({ id: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.status, 'joined')));
}

/** The scope with the customer's joined teams read once, for the several statements of a list. */
export async function withJoinedTeams<Scope extends OrderScope>(
  db: DatabaseOrTransaction,
  scope: Scope,
): Promise<Scope> {
  if (scope.kind === 'provider' || scope.teamIds) return scope;
  const rows = await joinedTeamIdsOf(db, scope.userId);
  return { ...scope, teamIds: rows.map((row) => row.id) };
}

function teamsOf(db: DatabaseOrTransaction, scope: OrderScope & { kind: 'customer' }) {
  return scope.teamIds ? [...scope.teamIds] : joinedTeamIdsOf(db, scope.userId);
}

export function scopeCondition(db: DatabaseOrTransaction, scope: OrderScope): SQL | undefined {
  if (scope.kind === 'provider') return undefined;
  return and(eq(orders.companyId, scope.companyId), inArray(orders.teamId, teamsOf(db, scope)));
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The list filters; dates are whole days (yyyy-MM-dd, UTC), both ends included. */
export interface OrderFilter {
  keyword?: string;
  statuses?: OrderStatus[];
  teamIds?: number[];
  companyId?: number;
  /** A membership of one team (the member filter's id): that person's orders. */
  member?: { teamId: number; membershipId: number };
  /** Orders with a line of any of these saved products (uuids). */
  savedProductUuids?: string[];
  fromDate?: string;
  toDate?: string;
}

/**
 * A scope and its filters as a statement's values, every one a parameter (`statementPerShape`); absent where
 * the filter is not given. The customer's company and joined teams are absent for the provider.
 */
interface OrderFilterValues extends Record<string, unknown> {
  scopeCompanyId?: number;
  joinedTeamIds?: number[];
  /** An ILIKE pattern, escaped. */
  keywordPattern?: string;
  statuses?: OrderStatus[];
  teamIds?: number[];
  companyId?: number;
  memberTeamId?: number;
  membershipId?: number;
  savedProductUuids?: string[];
  /** The first day's start and the start of the day after the last (ISO text, UTC). */
  createdFrom?: string;
  createdBefore?: string;
}

/** The scope must hold the customer's joined teams (`withJoinedTeams`): a statement's values are known ids. */
function filterValuesOf(scope: OrderScope, filter: OrderFilter): OrderFilterValues {
  if (scope.kind === 'customer' && !scope.teamIds) throw new Error('The joined teams are read first');
  const nonEmpty = <T>(list: T[] | undefined) => (list?.length ? list : undefined);
  return {
    scopeCompanyId: scope.kind === 'customer' ? scope.companyId : undefined,
    joinedTeamIds: scope.kind === 'customer' ? [...(scope.teamIds ?? [])] : undefined,
    keywordPattern: filter.keyword ? `%${escapeLike(filter.keyword)}%` : undefined,
    statuses: nonEmpty(filter.statuses),
    teamIds: nonEmpty(filter.teamIds),
    companyId: filter.companyId || undefined,
    memberTeamId: filter.member?.teamId,
    membershipId: filter.member?.membershipId,
    savedProductUuids: nonEmpty(filter.savedProductUuids),
    createdFrom: filter.fromDate ? `${filter.fromDate}T00:00:00.000Z` : undefined,
    createdBefore: filter.toDate
      ? new Date(Date.parse(`${filter.toDate}T00:00:00Z`) + 86_400_000).toISOString()
      : undefined,
  };
}

/** The filters' condition on orders; values may be a prepared statement's placeholders, hence the casts. */
function filterCondition(db: DatabaseOrTransaction, values: OrderFilterValues) {
  const { memberTeamId, membershipId } = values;
  return and(
    values.scopeCompanyId !== undefined ? eq(orders.companyId, values.scopeCompanyId) : undefined,
    values.joinedTeamIds !== undefined ? inArray(orders.teamId, values.joinedTeamIds) : undefined,
    values.keywordPattern !== undefined
      ? or(
          ilike(orders.uid, values.keywordPattern),
          ilike(orders.reference, values.keywordPattern),
          ilike(orders.poNumber, values.keywordPattern),
        )
      : undefined,
    values.statuses !== undefined ? inArray(orders.orderStatus, values.statuses) : undefined,
    values.teamIds !== undefined ? inArray(orders.teamId, values.teamIds) : undefined,
    values.companyId !== undefined ? eq(orders.companyId, values.companyId) : undefined,
    // A membership of another team (or company) names nobody, so nothing matches.
    memberTeamId !== undefined && membershipId !== undefined
      ? inArray(
          orders.userId,
          db
            .select({ id: teamMembers.userId })
            .from(teamMembers)
            .where(and(eq(teamMembers.id, membershipId), eq(teamMembers.teamId, memberTeamId))),
        )
      : undefined,
    // Through order_items_saved_product_idx: the matching lines' orders, never a scan of every line.
    values.savedProductUuids !== undefined
      ? inArray(
          orders.id,
          db
            .select({ id: orderItems.orderId })
            .from(orderItems)
            .where(
              inArray(
                orderItems.savedProductId,
                db
                  .select({ id: savedProducts.id })
                  .from(savedProducts)
                  .where(inArray(savedProducts.uuid, values.savedProductUuids)),
              ),
            ),
        )
      : undefined,
    values.createdFrom !== undefined
      ? sql`${orders.createdAt} >= ${values.createdFrom}::timestamptz`
      : undefined,
    values.createdBefore !== undefined
      ? sql`${orders.createdAt} < ${values.createdBefore}::timestamptz`
      : undefined,
  );
}

/**
 * The filters the kept counts can answer (statuses, company, team, and a customer's joined teams): for them a
 * list total or the console's tabs read order_status_counts, a few rows, instead of counting every order
 * (1M orders: about 100-190 ms a count; a 50,000-order company: about 10 ms of CPU every page).
 */
function isCountedFilter(values: OrderFilterValues): boolean {
  return (
    values.keywordPattern === undefined &&
    values.createdFrom === undefined &&
    values.createdBefore === undefined &&
    values.membershipId === undefined &&
    values.savedProductUuids === undefined
  );
}

function keptCountsCondition(values: OrderFilterValues) {
  return and(
    values.scopeCompanyId !== undefined ? eq(orderStatusCounts.companyId, values.scopeCompanyId) : undefined,
    values.joinedTeamIds !== undefined ? inArray(orderStatusCounts.teamId, values.joinedTeamIds) : undefined,
    values.companyId !== undefined ? eq(orderStatusCounts.companyId, values.companyId) : undefined,
    values.teamIds !== undefined ? inArray(orderStatusCounts.teamId, values.teamIds) : undefined,
    values.statuses !== undefined ? inArray(orderStatusCounts.orderStatus, values.statuses) : undefined,
  );
}

/** How many orders of each status match the filter (its statuses aside): the console's tabs. */
export async function countOrdersByStatus(db: DatabaseOrTransaction, given: OrderScope, filter: OrderFilter) {
  const values = filterValuesOf(await withJoinedTeams(db, given), { ...filter, statuses: undefined });
  if (isCountedFilter(values)) {
    return db
      .select({
        status: orderStatusCounts.orderStatus,
        count: sql<number>`sum(${orderStatusCounts.count})`.mapWith(Number),
      })
      .from(orderStatusCounts)
      .where(keptCountsCondition(values))
      .groupBy(orderStatusCounts.orderStatus);
  }
  return db
    .select({ status: orders.orderStatus, count: count() })
    .from(orders)
    .where(filterCondition(db, values))
    .groupBy(orders.orderStatus);
}

/** The filter's total as one query: from the kept counts when they can answer it, else a count of the orders. */
function countOrdersQuery(db: DatabaseOrTransaction, values: OrderFilterValues) {
  if (isCountedFilter(values)) {
    return db
      .select({ value: sql<number>`coalesce(sum(${orderStatusCounts.count}), 0)` })
      .from(orderStatusCounts)
      .where(keptCountsCondition(values));
  }
  return db.select({ value: count() }).from(orders).where(filterCondition(db, values));
}

/**
 * A page's values: the filters', the teams of a customer's page (the joined teams narrowed to the filter's) and
 * the page; `fromDay` and `toDay` are the filter's days for a page that skips days.
 */
interface OrdersPageValues extends OrderFilterValues {
  pageTeamIds?: number[];
  fromDay?: string;
  toDay?: string;
  limit: number;
  offset: number;
  depth: number;
}

/**
 * Whether a deep page may skip whole days (`DaySkip`): from DAY_SKIP_MIN_OFFSET on, when nothing but days and
 * a customer's teams, or the provider's company, narrows the list (the day counts know no status, keyword,
 * member or product; the provider's team filter alone would read every company's days).
 */
function skipsDays(values: OrdersPageValues): boolean {
  const isDayCounted =
    values.keywordPattern === undefined &&
    values.statuses === undefined &&
    values.membershipId === undefined &&
    values.savedProductUuids === undefined;
  const isCustomerPage =
    values.scopeCompanyId !== undefined &&
    (values.pageTeamIds?.length ?? 0) > 0 &&
    values.companyId === undefined;
  const isProviderPage =
    values.scopeCompanyId === undefined && (values.teamIds === undefined || values.companyId !== undefined);
  return isDayCounted && (isCustomerPage || isProviderPage) && values.offset >= DAY_SKIP_MIN_OFFSET;
}

/** The days a deep page skips: a customer's teams of its company, or the provider's orders under its filter. */
function daySkipOf(values: OrdersPageValues): DaySkip {
  const days = { fromDay: values.fromDay, toDay: values.toDay };
  if (values.scopeCompanyId !== undefined) {
    return { companyId: values.scopeCompanyId, teamIds: values.pageTeamIds, ...days };
  }
  return { companyId: values.companyId, teamIds: values.teamIds, ...days };
}

/**
 * The ids of the filter's page of orders, newest first, as a subquery `page_ids(page_id)`: a customer in 2 to
 * MAX_MERGED_TEAMS teams reads one index range per team (`orderPageIds`), everyone else one range; a deep page
 * skips whole days where it can.
 */
function pageIdsQuery(db: DatabaseOrTransaction, values: OrdersPageValues, isDaySkip: boolean) {
  const { pageTeamIds } = values;
  const isMerged =
    pageTeamIds !== undefined && pageTeamIds.length > 1 && pageTeamIds.length <= MAX_MERGED_TEAMS;
  const rangeWheres = isMerged
    ? pageTeamIds.map((teamId) =>
        filterCondition(db, { ...values, joinedTeamIds: [teamId], teamIds: undefined }),
      )
    : [filterCondition(db, values)];
  return orderPageIds(db, rangeWheres, values, isDaySkip ? daySkipOf(values) : undefined);
}

/**
 * A page of orders with its total, prepared once per shape (issue 23: Drizzle built this SQL anew for every
 * request, and PostgreSQL planned it anew, about 25 ms of a list's wall time against 5 ms prepared). The shape
 * beyond the given values is whether the page skips days, which its offset decides.
 */
const ordersPage = statementPerShape(
  'orders_page',
  (db, values: OrdersPageValues, shape: { isDaySkip: boolean }) => {
    // The page's ids first, from the orders table alone (an index scan, however deep the page), then the rows
    // with their team, user and company: joining before the OFFSET joined every skipped row too (page 2,000 of
    // a million orders: 501 ms -> 14 ms under EXPLAIN ANALYZE).
    const pageIds = pageIdsQuery(db, values, shape.isDaySkip);
    // The total rides in the page's statement (kept counts or a count, as a scalar subquery): one round trip.
    // Its rows are mapped by a mapper made once with the statement (issue 23: Drizzle's own mapping was about a
    // fifth of the list's Node CPU).
    return withCompiledRowMapping(
      db
        .select({
          order: listOrderColumns,
          teamName: teams.name,
          userName: users.name,
          companyName: companies.name,
          ...orderListExtraColumns,
          total: totalColumn(countOrdersQuery(db, values)),
        })
        .from(orders)
        .innerJoin(pageIds, eq(pageIds.pageId, orders.id))
        .innerJoin(teams, eq(teams.id, orders.teamId))
        .innerJoin(users, eq(users.id, orders.userId))
        .innerJoin(companies, eq(companies.id, orders.companyId))
        .orderBy(desc(orders.createdAt), desc(orders.id)),
    );
  },
);

export async function findOrdersPage(
  db: Database,
  given: OrderScope,
  filter: OrderFilter & { limit: number; offset: number },
) {
  const scope = await withJoinedTeams(db, given);
  const chosenTeams = filter.teamIds?.length ? new Set(filter.teamIds) : undefined;
  const values: OrdersPageValues = {
    ...filterValuesOf(scope, filter),
    pageTeamIds:
      scope.kind === 'customer'
        ? [...new Set(scope.teamIds ?? [])].filter((teamId) => !chosenTeams || chosenTeams.has(teamId))
        : undefined,
    fromDay: filter.fromDate,
    toDay: filter.toDate,
    limit: filter.limit,
    offset: filter.offset,
    depth: filter.offset + filter.limit,
  };
  const rows = await ordersPage(db, values, { isDaySkip: skipsDays(values) });
  const totalCount = await pageTotal(rows, filter.offset, async () => {
    const [row] = await countOrdersQuery(db, values);
    return Number(row?.value ?? 0);
  });
  return { rows, totalCount };
}

/** Where an export batch ends: the last order's creation time to the microsecond (a JS Date keeps ms) and id. */
export interface ExportCursor {
  createdAtText: string;
  id: number;
}

/**
 * One batch of the filtered orders for an export, newest first, continuing after `after` (keyset paging): an
 * export walks 100,000 orders a batch at a time and never holds them all, and no batch re-reads skipped rows.
 */
export function findOrdersExportBatch(
  db: DatabaseOrTransaction,
  scope: OrderScope,
  filter: OrderFilter,
  batch: { limit: number; after?: ExportCursor },
) {
  const { after } = batch;
  return db
    .select({
      id: orders.id,
      uid: orders.uid,
      createdAtText: sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      orderStatus: orders.orderStatus,
      shipStatus: orders.shipStatus,
      orderType: orders.orderType,
      poNumber: orders.poNumber,
      reference: orders.reference,
      entitlementExcess: orders.entitlementExcess,
      total: orders.total,
      currency: orders.currency,
      teamName: teams.name,
      userName: users.name,
    })
    .from(orders)
    .innerJoin(teams, eq(teams.id, orders.teamId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        filterCondition(db, filterValuesOf(scope, filter)),
        after
          ? sql`(${orders.createdAt}, ${orders.id}) < (${after.createdAtText}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(batch.limit);
}

export type OrderExportRow = Awaited<ReturnType<typeof findOrdersExportBatch>>[number];

export async function findOrderByUuid(
  db: DatabaseOrTransaction,
  scope: OrderScope,
  uuid: string,
  forUpdate = false,
) {
  const query = db
    .select(summaryColumns)
    .from(orders)
    .innerJoin(teams, eq(teams.id, orders.teamId))
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .where(and(scopeCondition(db, scope), eq(orders.uuid, uuid)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update', { of: orders }) : await query;
  return row;
}

export type OrderSummaryRow = NonNullable<Awaited<ReturnType<typeof findOrderByUuid>>>;

/**
 * The orders of those uuids or order numbers (uids) within the scope, oldest first, each once, with their team,
 * creator and company (a paperwork zip's orders).
 */
export function findOrdersByUuids(
  db: DatabaseOrTransaction,
  scope: OrderScope,
  uuids: readonly string[],
  uids: readonly string[] = [],
) {
  if (uuids.length === 0 && uids.length === 0) return Promise.resolve([]);
  return db
    .select(summaryColumns)
    .from(orders)
    .innerJoin(teams, eq(teams.id, orders.teamId))
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .where(
      and(
        scopeCondition(db, scope),
        or(
          uuids.length > 0 ? inArray(orders.uuid, [...uuids]) : undefined,
          uids.length > 0 ? inArray(orders.uid, [...uids]) : undefined,
        ),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id));
}

/** An order by its internal id, within the scope (a file's order, to check who may see the file). */
export async function findOrderById(db: DatabaseOrTransaction, scope: OrderScope, orderId: number) {
  const [row] = await db
    .select({ id: orders.id, uuid: orders.uuid })
    .from(orders)
    .where(and(scopeCondition(db, scope), eq(orders.id, orderId)))
    .limit(1);
  return row;
}

export async function findOrderItems(db: DatabaseOrTransaction, orderId: number) {
  const rows = await db
    .select({
      item: orderItems,
      savedProductUuid: savedProducts.uuid,
      inventoryUuid: inventories.uuid,
      sizes: products.sizes,
      hasNameList: sql<boolean>`exists (select 1 from ${employeeProducts} where ${employeeProducts.orderItemId} = ${orderItems.id})`,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(savedProducts, eq(savedProducts.id, orderItems.savedProductId))
    .leftJoin(inventories, eq(inventories.id, orderItems.inventoryId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  // A quoted line has no catalogue product: its sizes are the ones it was quoted in.
  return rows.map((row) => ({ ...row, sizes: row.sizes ?? Object.keys(row.item.qtyOptions) }));
}

export type OrderItemRow = Awaited<ReturnType<typeof findOrderItems>>[number];

/** Each line's distinct garment statuses (lines without a name list have none), in one grouped statement. */
export function findGarmentStatusesOfLines(db: DatabaseOrTransaction, orderId: number) {
  return db
    .selectDistinct({
      orderItemId: employeeProducts.orderItemId,
      productStatus: employeeProducts.productStatus,
    })
    .from(employeeProducts)
    .innerJoin(orderItems, eq(orderItems.id, employeeProducts.orderItemId))
    .where(eq(orderItems.orderId, orderId));
}

export async function findOrderLogs(db: DatabaseOrTransaction, orderId: number) {
  return db
    .select()
    .from(orderLogs)
    .where(eq(orderLogs.orderId, orderId))
    .orderBy(desc(orderLogs.createdAt), desc(orderLogs.id));
}

export async function updateOrder(
  db: DatabaseOrTransaction,
  orderId: number,
  values: Partial<typeof orders.$inferInsert>,
) {
  const [row] = await db.update(orders).set(values).where(eq(orders.id, orderId)).returning();
  return row!;
}

/** The joined members of a team whose department is person in charge: who approves its orders. */
export async function findPersonsInChargeOfTeam(db: DatabaseOrTransaction, teamId: number) {
  return db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(
      and(
        eq(teamMembers.teamId, teamId),
        eq(teamMembers.status, 'joined'),
        eq(users.department, 'person_in_charge'),
      ),
    )
    .orderBy(asc(users.id));
}

export async function findOrderCreator(db: DatabaseOrTransaction, userId: number) {
  const [row] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

/**
 * Records the company's approval only while the order still waits for it: of concurrent approvals exactly
 * one updates the row; the others get undefined.
 */
export async function markOrderApprovedByCompany(db: DatabaseOrTransaction, orderId: number, userId: number) {
  const [row] = await db
    .update(orders)
    .set({ orderApprovalNeeded: false, companyApprovedAt: new Date(), companyApprovedById: userId })
    .where(and(eq(orders.id, orderId), eq(orders.orderApprovalNeeded, true)))
    .returning();
  return row;
}

export async function updateOrderItemDueDate(
  db: DatabaseOrTransaction,
  orderId: number,
  itemUuid: string,
  dueDate: string | null,
) {
  const [row] = await db
    .update(orderItems)
    .set({ dueDate })
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.uuid, itemUuid)))
    .returning({ id: orderItems.id, title: orderItems.title });
  return row;
}

/** Sets the status of the chosen employee rows of the order; rows of other orders are left alone. */
export async function updateEmployeeProductStatuses(
  db: DatabaseOrTransaction,
  orderId: number,
  uuids: string[],
  status: string,
) {
  const lineIds = db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, orderId));
  return db
    .update(employeeProducts)
    .set({ productStatus: status })
    .where(and(inArray(employeeProducts.uuid, uuids), inArray(employeeProducts.orderItemId, lineIds)))
    .returning({ id: employeeProducts.id, orderItemId: employeeProducts.orderItemId });
}

/** Every garment of an order as the parcels' allocation reads it, with its person's location, in roster order. */
export function findGarmentsOfOrder(db: DatabaseOrTransaction, orderId: number) {
  return db
    .select({
      uuid: employeeProducts.uuid,
      orderItemId: orderItems.id,
      size: employeeProducts.size,
      qty: employeeProducts.qty,
      productStatus: employeeProducts.productStatus,
      locationId: orderLocationItems.locationId,
    })
    .from(employeeProducts)
    .innerJoin(orderItems, eq(orderItems.id, employeeProducts.orderItemId))
    .leftJoin(orderLocationItems, eq(orderLocationItems.employeeProductId, employeeProducts.id))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id), asc(employeeProducts.id));
}

/** Every employee row of an order with all its columns, in roster order: the export. */
export function findEmployeeProductsForExport(db: DatabaseOrTransaction, orderId: number) {
  return db
    .select({ row: employeeProducts, itemTitle: orderItems.title })
    .from(employeeProducts)
    .innerJoin(orderItems, eq(orderItems.id, employeeProducts.orderItemId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id), asc(employeeProducts.id));
}

/** The order a line belongs to (its uuid), to check who may see the line. */
export async function findOrderUuidOfItem(db: DatabaseOrTransaction, itemUuid: string) {
  const [row] = await db
    .select({ orderUuid: orders.uuid, itemId: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.uuid, itemUuid))
    .limit(1);
  return row;
}

/** The employee rows of an order's lines (or of one line), in roster order, for the status tables. */
export async function findEmployeeProductsOfOrder(
  db: DatabaseOrTransaction,
  orderId: number,
  page: { limit: number; offset: number; itemId?: number },
) {
  const where = and(
    eq(orderItems.orderId, orderId),
    page.itemId ? eq(orderItems.id, page.itemId) : undefined,
  );
  const rows = await db
    .select({
      uuid: employeeProducts.uuid,
      orderItemUuid: orderItems.uuid,
      itemTitle: orderItems.title,
      staffId: employeeProducts.staffId,
      name: employeeProducts.name,
      department: employeeProducts.department,
      size: employeeProducts.size,
      qty: employeeProducts.qty,
      productStatus: employeeProducts.productStatus,
      laundryId: employeeProducts.laundryId,
      lockerId: employeeProducts.lockerId,
      costCenter: employeeProducts.costCenter,
      uniformCode: employeeProducts.uniformCode,
    })
    .from(employeeProducts)
    .innerJoin(orderItems, eq(orderItems.id, employeeProducts.orderItemId))
    .where(where)
    .orderBy(asc(orderItems.id), asc(employeeProducts.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ value: count() })
    .from(employeeProducts)
    .innerJoin(orderItems, eq(orderItems.id, employeeProducts.orderItemId))
    .where(where);
  return { rows, totalCount: total?.value ?? 0 };
}

/** The quotation an order was placed from (uid, approved version, quoted lines), or undefined. */
export async function findQuotationOfOrder(db: DatabaseOrTransaction, orderId: number) {
  const [row] = await db
    .select({ uid: rfQuotes.uid, version: rfQuotes.approvedVersion, lines: rfQuotes.approvedLines })
    .from(rfQuotes)
    .where(eq(rfQuotes.orderId, orderId))
    .limit(1);
  return row;
}

/** Every employee garment of one order line, in the name list's order (RFID tags, job counts). */
export function findLineEmployeeProducts(db: DatabaseOrTransaction, itemId: number) {
  return db
    .select({
      uuid: employeeProducts.uuid,
      staffId: employeeProducts.staffId,
      name: employeeProducts.name,
      department: employeeProducts.department,
      size: employeeProducts.size,
      qty: employeeProducts.qty,
      laundryId: employeeProducts.laundryId,
      lockerId: employeeProducts.lockerId,
      costCenter: employeeProducts.costCenter,
      uniformCode: employeeProducts.uniformCode,
      productStatus: employeeProducts.productStatus,
    })
    .from(employeeProducts)
    .where(eq(employeeProducts.orderItemId, itemId))
    .orderBy(asc(employeeProducts.id));
}

/** Whether every id an export's filter names is the caller's: joined teams, a membership of one, own saved products. */
export async function namesOnlyOwnRecords(
  db: DatabaseOrTransaction,
  scope: OrderScope & { kind: 'customer' },
  filter: OrderFilter,
): Promise<boolean> {
  const resolved = await withJoinedTeams(db, scope);
  const joined = new Set(resolved.kind === 'customer' ? (resolved.teamIds ?? []) : []);
  const teamIds = [...(filter.teamIds ?? []), ...(filter.member ? [filter.member.teamId] : [])];
  if (teamIds.some((id) => !joined.has(id))) return false;
  if (filter.member) {
    const [membership] = await db
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .where(
        and(eq(teamMembers.id, filter.member.membershipId), eq(teamMembers.teamId, filter.member.teamId)),
      );
    if (!membership) return false;
  }
  const uuids = [...new Set(filter.savedProductUuids ?? [])];
  if (uuids.length > 0) {
    const [found] = await db
      .select({ value: count() })
      .from(savedProducts)
      .where(and(eq(savedProducts.companyId, scope.companyId), inArray(savedProducts.uuid, uuids)));
    if ((found?.value ?? 0) < uuids.length) return false;
  }
  return true;
}
