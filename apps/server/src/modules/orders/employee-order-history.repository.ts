import { and, asc, count, desc, eq, exists, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { pageTotal, totalColumn } from '../../db/page-total.ts';
import { employeeProducts, orderItems, orders } from '../../db/schema.ts';
import { escapeLike, type OrderScope, scopeCondition, withJoinedTeams } from './orders.repository.ts';

/**
 * An employee row whose staff id, name, laundry id or locker id holds the keyword, in any case. The
 * expressions are the ones `employee_products_search_idx` (pg_trgm GIN) is built on, so the index serves them.
 */
function keywordCondition(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = `%${escapeLike(keyword.toLowerCase())}%`;
  return or(
    sql`lower(${employeeProducts.staffId}) like ${pattern}`,
    sql`lower(${employeeProducts.name}) like ${pattern}`,
    sql`lower(coalesce(${employeeProducts.laundryId}, '')) like ${pattern}`,
    sql`lower(coalesce(${employeeProducts.lockerId}, '')) like ${pattern}`,
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
function hasEmployeeRows(db: DatabaseOrTransaction, keyword: string | undefined): SQL {
  if (keyword && keyword.length >= MIN_INDEXED_KEYWORD_LENGTH) {
    const matchingOrderIds = db
      .select({ id: orderItems.orderId })
      .from(employeeProducts)
      .innerJoin(orderItems, eq(orderItems.id, employeeProducts.orderItemId))
      .where(keywordCondition(keyword));
    return sql`${orders.id} in (${matchingOrderIds} offset 0)`;
  }
  return exists(
    db
      .select({ one: sql`1` })
      .from(employeeProducts)
      .innerJoin(orderItems, eq(orderItems.id, employeeProducts.orderItemId))
      .where(and(eq(orderItems.orderId, orders.id), keywordCondition(keyword))),
  );
}

/** A page of the scope's orders that have an employee row matching the keyword, newest first, and their count. */
export async function findOrdersHistoryPage(
  db: DatabaseOrTransaction,
  given: OrderScope,
  filter: { keyword?: string; limit: number; offset: number },
) {
  const scope = await withJoinedTeams(db, given);
  // Without a keyword the kept flag answers alone, from its own index; with one it first narrows the orders.
  const where = and(
    scopeCondition(db, scope),
    eq(orders.hasNameList, true),
    filter.keyword ? hasEmployeeRows(db, filter.keyword) : undefined,
  );
  const countQuery = db.select({ value: count() }).from(orders).where(where);
  // The total rides in the page's statement: one round trip for the page.
  const rows = await db
    .select({
      id: orders.id,
      uid: orders.uid,
      uuid: orders.uuid,
      orderStatus: orders.orderStatus,
      createdAt: orders.createdAt,
      total: totalColumn(countQuery),
    })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const totalCount = await pageTotal(rows, filter.offset, async () => (await countQuery)[0]?.value ?? 0);
  return { rows, totalCount };
}

/**
 * The matching employee rows of a page's orders in one query: at most `perOrder` rows an order, in roster
 * order, each with how many of its order matched.
 */
export async function findHistoryEmployeeProducts(
  db: DatabaseOrTransaction,
  orderIds: number[],
  keyword: string | undefined,
  perOrder: number,
) {
  if (orderIds.length === 0) return [];
  const ranked = db
    .select({
      orderId: orderItems.orderId,
      uuid: employeeProducts.uuid,
      itemUuid: sql<string>`${orderItems.uuid}`.as('item_uuid'),
      itemTitle: orderItems.title,
      itemThumbUrl: orderItems.thumbUrl,
      itemId: sql<number>`${orderItems.id}`.as('item_id'),
      rowId: sql<number>`${employeeProducts.id}`.as('row_id'),
      staffId: employeeProducts.staffId,
      name: employeeProducts.name,
      department: employeeProducts.department,
      qty: employeeProducts.qty,
      size: employeeProducts.size,
      laundryId: employeeProducts.laundryId,
      lockerId: employeeProducts.lockerId,
      costCenter: employeeProducts.costCenter,
      uniformCode: employeeProducts.uniformCode,
      position:
        sql<number>`row_number() over (partition by ${orderItems.orderId} order by ${orderItems.id}, ${employeeProducts.id})`
          .mapWith(Number)
          .as('position'),
      matchedCount: sql<number>`count(*) over (partition by ${orderItems.orderId})`
        .mapWith(Number)
        .as('matched_count'),
    })
    .from(employeeProducts)
    .innerJoin(orderItems, eq(orderItems.id, employeeProducts.orderItemId))
    .where(and(inArray(orderItems.orderId, orderIds), keywordCondition(keyword)))
    .as('ranked');
  return db
    .select()
    .from(ranked)
    .where(lte(ranked.position, perOrder))
    .orderBy(asc(ranked.orderId), asc(ranked.itemId), asc(ranked.rowId));
}
