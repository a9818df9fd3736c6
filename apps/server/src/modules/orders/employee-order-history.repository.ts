import { and, count, desc, eq, exists, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { withCompiledRowMapping } from '../../db/compiled-row-mapping.ts';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { pageTotal, totalColumn } from '../../db/page-total.ts';
import { statementPerShape } from '../../db/prepared-statement.ts';
import { employeeProducts, nameListOrderCounts, orderItems, orders } from '../../db/schema.ts';
import { escapeLike, type OrderScope, withJoinedTeams } from './orders.repository.ts';

/**
 * An employee row whose staff id, name, laundry id or locker id holds the keyword, in any case. The
 * expressions are the ones `employee_products_search_idx` (pg_trgm GIN) is built on, so the index serves them.
 */
function keywordCondition(
  pattern: string | undefined,
  column: (column: AnyPgColumn) => SQLWrapper = (column) => column,
): SQL | undefined {
  if (pattern === undefined) return undefined;
  return or(
    sql`lower(${column(employeeProducts.staffId)}) like ${pattern}`,
    sql`lower(${column(employeeProducts.name)}) like ${pattern}`,
    sql`lower(coalesce(${column(employeeProducts.laundryId)}, '')) like ${pattern}`,
    sql`lower(coalesce(${column(employeeProducts.lockerId)}, '')) like ${pattern}`,
  );
}

/** Keywords shorter than a trigram cannot be looked up in the trigram index. */
const MIN_INDEXED_KEYWORD_LENGTH = 3;

/**
 * The order has an employee row matching the keyword (any row without one). A keyword of three or more
 * characters is looked up in the trigram index first and the orders joined to the few ids it finds; the
 * OFFSET 0 keeps PostgreSQL from folding that lookup into a walk over every order of the company (10,000
 * orders, 100,000 employee rows: 950 ms walking, 110 ms from the index; decision 91).
 */
function hasEmployeeRows(db: DatabaseOrTransaction, pattern: string, isIndexed: boolean): SQL {
  if (isIndexed) {
    const matchingOrderIds = db
      .select({ id: orderItems.orderId })
      .from(employeeProducts)
      .innerJoin(orderItems, eq(orderItems.id, employeeProducts.orderItemId))
      .where(keywordCondition(pattern));
    return sql`${orders.id} in (${matchingOrderIds} offset 0)`;
  }
  return exists(
    db
      .select({ one: sql`1` })
      .from(employeeProducts)
      .innerJoin(orderItems, eq(orderItems.id, employeeProducts.orderItemId))
      .where(and(eq(orderItems.orderId, orders.id), keywordCondition(pattern))),
  );
}

/** One of an order's matching employee rows as its history page shows it. */
export interface HistoryEmployeeRow {
  uuid: string;
  itemUuid: string;
  itemTitle: string;
  itemThumbUrl: string | null;
  staffId: string;
  name: string;
  department: string | null;
  qty: number;
  size: string;
  laundryId: string | null;
  lockerId: string | null;
  costCenter: string | null;
  uniformCode: string | null;
}

/** A history employee row as the page statement's json holds it: its values in `employeeRowValues`' order. */
type EmployeeRowTuple = [
  uuid: string,
  itemUuid: string,
  itemTitle: string,
  itemThumbUrl: string | null,
  staffId: string,
  name: string,
  department: string | null,
  qty: number,
  size: string,
  laundryId: string | null,
  lockerId: string | null,
  costCenter: string | null,
  uniformCode: string | null,
];

/**
 * The values of an employee row in `EmployeeRowTuple`'s order. A json array, not an object: PostgreSQL writes
 * thirteen keys per row for an object, about half of the page statement's CPU (25 orders of 10 rows on 1,000,000
 * orders: 2.4 ms of backend CPU with objects, 1.5 ms with arrays), and the text Node parses is a third shorter.
 */
function employeeRowValues(row: (column: AnyPgColumn) => SQL, item: (column: AnyPgColumn) => SQL): SQL {
  return sql.join(
    [
      row(employeeProducts.uuid),
      item(orderItems.uuid),
      item(orderItems.title),
      item(orderItems.thumbUrl),
      row(employeeProducts.staffId),
      row(employeeProducts.name),
      row(employeeProducts.department),
      row(employeeProducts.qty),
      row(employeeProducts.size),
      row(employeeProducts.laundryId),
      row(employeeProducts.lockerId),
      row(employeeProducts.costCenter),
      row(employeeProducts.uniformCode),
    ],
    sql`, `,
  );
}

function employeeRowOf([
  uuid,
  itemUuid,
  itemTitle,
  itemThumbUrl,
  staffId,
  name,
  department,
  qty,
  size,
  laundryId,
  lockerId,
  costCenter,
  uniformCode,
]: EmployeeRowTuple): HistoryEmployeeRow {
  return {
    uuid,
    itemUuid,
    itemTitle,
    itemThumbUrl,
    staffId,
    name,
    department,
    qty,
    size,
    laundryId,
    lockerId,
    costCenter,
    uniformCode,
  };
}

/**
 * An order's employee rows matching the keyword, as two columns of the page's statement (index probes per page
 * row through `order_items.order_id`, then per item through `employee_products.order_item_id`): the first
 * `perOrder` in roster order, and how many matched.
 */
function employeeRowColumns(pattern: string | undefined, perOrder: number) {
  // Qualified by hand: Drizzle leaves a one-table select's columns unqualified, and inside these subqueries an
  // unqualified `id` would be ambiguous.
  const row = (column: AnyPgColumn) => sql.raw(`"employee_products"."${column.name}"`);
  const item = (column: AnyPgColumn) => sql.raw(`"order_items"."${column.name}"`);
  // Each item's rows probed through `employee_products.order_item_id`, the OFFSET 0 keeping PostgreSQL from
  // joining the items to a scan of every employee row instead: it does so on a database of some 10,000 rows,
  // 1.1 ms an order (20,000 orders: 29.7 ms a page joined, 1.8 ms probed; 1,000,000 orders probe either way).
  const joined = sql`${orderItems} cross join lateral (
    select * from ${employeeProducts} where ${row(employeeProducts.orderItemId)} = ${item(orderItems.id)} offset 0
  ) as "employee_products"`;
  const matching = and(sql`${item(orderItems.orderId)} = "orders"."id"`, keywordCondition(pattern, row));
  return {
    employeeRows: sql<HistoryEmployeeRow[]>`coalesce((
      select json_agg(first_rows.employee_row order by first_rows.item_id, first_rows.row_id) from (
        select ${item(orderItems.id)} as item_id, ${row(employeeProducts.id)} as row_id,
          json_build_array(${employeeRowValues(row, item)}) as employee_row
        from ${joined} where ${matching}
        order by ${item(orderItems.id)}, ${row(employeeProducts.id)}
        limit ${perOrder}) first_rows), '[]'::json)`.mapWith((tuples: EmployeeRowTuple[]) =>
      tuples.map(employeeRowOf),
    ),
    employeeRowsCount: sql<number>`(select count(*) from ${joined} where ${matching})`.mapWith(Number),
  };
}

/**
 * A history page's values: every one a parameter of the statement prepared for its shape (`statementPerShape`).
 * The company and joined teams are absent for the provider, the pattern without a keyword.
 */
interface HistoryPageValues extends Record<string, unknown> {
  companyId?: number;
  teamIds?: number[];
  /** A lower-case LIKE pattern, escaped. */
  keywordPattern?: string;
  rowsPerOrder: number;
  limit: number;
  offset: number;
}

/** What else decides the statement's text: whether the keyword is long enough for the trigram index. */
interface HistoryPageShape {
  isIndexedKeyword: boolean;
}

function historyCondition(db: DatabaseOrTransaction, values: HistoryPageValues, shape: HistoryPageShape) {
  return and(
    values.companyId !== undefined ? eq(orders.companyId, values.companyId) : undefined,
    values.teamIds !== undefined ? inArray(orders.teamId, values.teamIds) : undefined,
    eq(orders.hasNameList, true),
    values.keywordPattern !== undefined
      ? hasEmployeeRows(db, values.keywordPattern, shape.isIndexedKeyword)
      : undefined,
  );
}

/**
 * The history's total. Without a keyword it is the teams' kept count of orders with a name list (migration 0041),
 * not a count of a big company's orders at every page.
 */
function countHistoryQuery(db: DatabaseOrTransaction, values: HistoryPageValues, shape: HistoryPageShape) {
  if (values.companyId !== undefined && values.teamIds !== undefined && values.keywordPattern === undefined)
    return db
      .select({ value: sql<number>`coalesce(sum(${nameListOrderCounts.count}), 0)`.mapWith(Number) })
      .from(nameListOrderCounts)
      .where(
        and(
          eq(nameListOrderCounts.companyId, values.companyId),
          inArray(nameListOrderCounts.teamId, values.teamIds),
        ),
      );
  return db
    .select({ value: count() })
    .from(orders)
    .where(historyCondition(db, values, shape));
}

/** A history page prepared once per shape (issue 23: built anew by Drizzle for every request), its rows mapped by a mapper made once. */
const historyPage = statementPerShape(
  'orders_history_page',
  (db, values: HistoryPageValues, shape: HistoryPageShape) =>
    withCompiledRowMapping(
      db
        // The rows and the total ride in the page's statement: one round trip for the page.
        .select({
          id: orders.id,
          uid: orders.uid,
          uuid: orders.uuid,
          orderStatus: orders.orderStatus,
          createdAt: orders.createdAt,
          ...employeeRowColumns(values.keywordPattern, values.rowsPerOrder),
          total: totalColumn(countHistoryQuery(db, values, shape)),
        })
        .from(orders)
        .where(historyCondition(db, values, shape))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(values.limit)
        .offset(values.offset),
    ),
);

/**
 * A page of the scope's orders that have an employee row matching the keyword, newest first, each with its
 * first matching rows and their count, and the page's total: one statement.
 */
export async function findOrdersHistoryPage(
  db: Database,
  given: OrderScope,
  filter: { keyword?: string; rowsPerOrder: number; limit: number; offset: number },
) {
  const scope = await withJoinedTeams(db, given);
  const values: HistoryPageValues = {
    companyId: scope.kind === 'customer' ? scope.companyId : undefined,
    teamIds: scope.kind === 'customer' ? [...(scope.teamIds ?? [])] : undefined,
    keywordPattern: filter.keyword ? `%${escapeLike(filter.keyword.toLowerCase())}%` : undefined,
    rowsPerOrder: filter.rowsPerOrder,
    limit: filter.limit,
    offset: filter.offset,
  };
  const shape = { isIndexedKeyword: (filter.keyword?.length ?? 0) >= MIN_INDEXED_KEYWORD_LENGTH };
  const rows = await historyPage(db, values, shape);
  const totalCount = await pageTotal(
    rows,
    filter.offset,
    async () => (await countHistoryQuery(db, values, shape))[0]?.value ?? 0,
  );
  return { rows, totalCount };
}
