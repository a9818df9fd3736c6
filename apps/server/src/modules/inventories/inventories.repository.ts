import { MAX_READY_STOCK } from '@livery/domain/inventory-stock';
import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import {
  addresses,
  blanketPurchaseOrders,
  inventories,
  inventoryLogs,
  orderItems,
  orders,
  products,
  savedProducts,
  teams,
  users,
} from '../../db/schema.ts';
import { type Viewer, visibleInViewerTeams } from '../../db/team-visibility.ts';

export async function findInventoryOfSavedProduct(
  db: DatabaseOrTransaction,
  companyId: number,
  savedProductId: number,
) {
  const [row] = await db
    .select({ id: inventories.id })
    .from(inventories)
    .where(and(eq(inventories.companyId, companyId), eq(inventories.savedProductId, savedProductId)))
    .limit(1);
  return row;
}

export async function insertInventory(db: DatabaseOrTransaction, values: typeof inventories.$inferInsert) {
  const [row] = await db.insert(inventories).values(values).returning();
  return row!;
}

/** The id of a company's inventory by its uuid; another company's is not found. */
export async function findInventoryIdOfCompany(db: DatabaseOrTransaction, companyId: number, uuid: string) {
  const [row] = await db
    .select({ id: inventories.id })
    .from(inventories)
    .where(and(eq(inventories.companyId, companyId), eq(inventories.uuid, uuid)))
    .limit(1);
  return row?.id;
}

const inventoryColumns = {
  id: inventories.id,
  uuid: inventories.uuid,
  readyStock: inventories.readyStock,
  lowLevelQtys: inventories.lowLevelQtys,
  teamId: inventories.teamId,
  teamName: teams.name,
  userName: users.name,
  userEmail: users.email,
  createdAt: inventories.createdAt,
  updatedAt: inventories.updatedAt,
  savedProduct: {
    uuid: savedProducts.uuid,
    title: savedProducts.title,
    sku: savedProducts.sku,
    thumbUrl: savedProducts.thumbUrl,
    apparelColor: savedProducts.apparelColor,
  },
  product: { title: products.title, sizes: products.sizes, sizeChart: products.sizeChart },
  address: {
    id: addresses.id,
    nickname: addresses.nickname,
    address: addresses.address,
    city: addresses.city,
    countryCode: addresses.countryCode,
  },
};

export type InventoryRow = Awaited<ReturnType<typeof findInventoriesPage>>['rows'][number];

/** Inventories a user may see: the company's, in a team the user joined or in no team. */
function visibleTo(db: DatabaseOrTransaction, viewer: Viewer): SQL {
  return visibleInViewerTeams(db, viewer, { companyId: inventories.companyId, teamId: inventories.teamId });
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function selectInventories(db: DatabaseOrTransaction) {
  return db
    .select(inventoryColumns)
    .from(inventories)
    .innerJoin(savedProducts, eq(savedProducts.id, inventories.savedProductId))
    .innerJoin(products, eq(products.id, savedProducts.productId))
    .innerJoin(users, eq(users.id, inventories.userId))
    .leftJoin(teams, eq(teams.id, inventories.teamId))
    .leftJoin(addresses, eq(addresses.id, inventories.addressId));
}

export interface InventoryFilter {
  keyword?: string;
  teamId?: number;
  addressId?: number;
}

function filterCondition(db: DatabaseOrTransaction, viewer: Viewer, filter: InventoryFilter) {
  return and(
    visibleTo(db, viewer),
    filter.keyword
      ? or(
          ilike(savedProducts.title, `%${escapeLike(filter.keyword)}%`),
          ilike(products.title, `%${escapeLike(filter.keyword)}%`),
        )
      : undefined,
    filter.teamId ? eq(inventories.teamId, filter.teamId) : undefined,
    filter.addressId ? eq(inventories.addressId, filter.addressId) : undefined,
  );
}

/**
 * One page of the visible inventories, most recently changed first, with the filter's total. The one place
 * the list pages (kept alone so the list pagination can be switched, e.g. to keyset, in one spot).
 */
export async function findInventoriesPage(
  db: DatabaseOrTransaction,
  viewer: Viewer,
  filter: InventoryFilter & { limit: number; offset: number },
) {
  const where = filterCondition(db, viewer, filter);
  const [rows, totals] = await Promise.all([
    selectInventories(db)
      .where(where)
      .orderBy(desc(inventories.updatedAt), desc(inventories.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ value: count() })
      .from(inventories)
      .innerJoin(savedProducts, eq(savedProducts.id, inventories.savedProductId))
      .innerJoin(products, eq(products.id, savedProducts.productId))
      .where(where),
  ]);
  return { rows, totalCount: totals[0]?.value ?? 0 };
}

/** Every visible inventory of the filter (the CSV export), at most `limit`. */
export function findInventoriesForExport(
  db: DatabaseOrTransaction,
  viewer: Viewer,
  filter: InventoryFilter,
  limit: number,
) {
  return selectInventories(db)
    .where(filterCondition(db, viewer, filter))
    .orderBy(desc(inventories.updatedAt), desc(inventories.id))
    .limit(limit);
}

export async function findVisibleInventory(db: DatabaseOrTransaction, viewer: Viewer, uuid: string) {
  const [row] = await selectInventories(db)
    .where(and(visibleTo(db, viewer), eq(inventories.uuid, uuid)))
    .limit(1);
  return row;
}

export function findVisibleInventoriesByUuids(db: DatabaseOrTransaction, viewer: Viewer, uuids: string[]) {
  if (uuids.length === 0) return Promise.resolve([]);
  return selectInventories(db).where(and(visibleTo(db, viewer), inArray(inventories.uuid, uuids)));
}

/**
 * Adds or withdraws per-size amounts in one guarded statement: a withdrawal that would take any size below
 * zero, or an add past MAX_READY_STOCK, matches no row and changes nothing. Returns the stock after the move (and the low levels it is judged
 * by), or undefined when refused.
 */
export async function moveStock(
  db: DatabaseOrTransaction,
  inventoryId: number,
  amounts: Record<string, number>,
  action: 'add' | 'withdraw',
): Promise<{ readyStock: Record<string, number>; lowLevelQtys: Record<string, number> } | undefined> {
  // Plain per-size expressions, no subqueries: when concurrent moves queue on the row lock, PostgreSQL
  // re-checks the guard and recomputes the stock on the row as the previous move left it.
  const entries = Object.entries(amounts);
  const countOf = (size: string) => sql`coalesce((${inventories.readyStock} ->> ${size}::text)::int, 0)`;
  const changes = sql.join(
    entries.map(
      ([size, amount]) =>
        sql`${size}::text, ${countOf(size)} ${action === 'add' ? sql`+` : sql`-`} ${amount}::int`,
    ),
    sql`, `,
  );
  const guard =
    action === 'withdraw'
      ? and(...entries.map(([size, amount]) => sql`${countOf(size)} >= ${amount}::int`))
      : and(...entries.map(([size, amount]) => sql`${countOf(size)} <= ${MAX_READY_STOCK - amount}::int`));
  const [row] = await db
    .update(inventories)
    .set({
      readyStock: sql`${inventories.readyStock} || jsonb_build_object(${changes})`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(inventories.id, inventoryId), guard))
    .returning({ readyStock: inventories.readyStock, lowLevelQtys: inventories.lowLevelQtys });
  return row;
}

/** Locks the inventory's row for the rest of the transaction and reads its stock (Edit Stocks needs the before). */
export async function lockInventoryStock(db: DatabaseOrTransaction, inventoryId: number) {
  const [row] = await db
    .select({ readyStock: inventories.readyStock, lowLevelQtys: inventories.lowLevelQtys })
    .from(inventories)
    .where(eq(inventories.id, inventoryId))
    .for('update');
  return row;
}

export async function updateInventoryRow(
  db: DatabaseOrTransaction,
  inventoryId: number,
  values: Partial<
    Pick<typeof inventories.$inferInsert, 'readyStock' | 'lowLevelQtys' | 'teamId' | 'addressId'>
  >,
) {
  await db
    .update(inventories)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(inventories.id, inventoryId));
}

export async function findLowLevels(db: DatabaseOrTransaction, inventoryId: number) {
  const [row] = await db
    .select({ lowLevelQtys: inventories.lowLevelQtys })
    .from(inventories)
    .where(eq(inventories.id, inventoryId));
  return row?.lowLevelQtys ?? {};
}

export async function deleteInventoryRow(db: DatabaseOrTransaction, inventoryId: number) {
  await db.delete(inventories).where(eq(inventories.id, inventoryId));
}

export async function insertInventoryLog(
  db: DatabaseOrTransaction,
  values: typeof inventoryLogs.$inferInsert,
) {
  await db.insert(inventoryLogs).values(values);
}

/** The activity feed, newest first. */
export function findInventoryLogs(db: DatabaseOrTransaction, inventoryId: number, limit: number) {
  return db
    .select({
      id: inventoryLogs.id,
      createdAt: inventoryLogs.createdAt,
      message: inventoryLogs.message,
      notes: inventoryLogs.notes,
      stockChange: inventoryLogs.stockChange,
      userName: users.name,
    })
    .from(inventoryLogs)
    .leftJoin(users, eq(users.id, inventoryLogs.userId))
    .where(eq(inventoryLogs.inventoryId, inventoryId))
    .orderBy(desc(inventoryLogs.createdAt), desc(inventoryLogs.id))
    .limit(limit);
}

export type InventoryLogRow = Awaited<ReturnType<typeof findInventoryLogs>>[number];

export function findBlanketPurchaseOrders(db: DatabaseOrTransaction, inventoryId: number) {
  return db
    .select()
    .from(blanketPurchaseOrders)
    .where(eq(blanketPurchaseOrders.inventoryId, inventoryId))
    .orderBy(desc(blanketPurchaseOrders.createdAt), desc(blanketPurchaseOrders.id));
}

/** Orders whose lines were placed with this inventory's id, newest first. */
export function findReferenceOrderLines(db: DatabaseOrTransaction, inventoryId: number, limit: number) {
  return db
    .select({
      uid: orders.uid,
      uuid: orders.uuid,
      createdAt: orders.createdAt,
      orderStatus: orders.orderStatus,
      qtyOptions: orderItems.qtyOptions,
      totalQty: orderItems.totalQty,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.inventoryId, inventoryId))
    .orderBy(desc(orders.createdAt), desc(orderItems.id))
    .limit(limit);
}

/** Order statuses whose pieces are not called off a blanket PO: never placed, or cancelled. */
const NOT_CALLED_OFF = ['order_draft', 'order_quotes', 'order_cancelled'];

/**
 * Pieces per size of the orders placed with this inventory, summed per PO number and day (in `timeZone`): what
 * the blanket PO call-off rule needs to give each order to one PO. Cancelled and unplaced orders do not count.
 */
export async function sumOrderedPiecesByPoNumberAndDay(
  db: DatabaseOrTransaction,
  inventoryId: number,
  timeZone: string,
): Promise<Array<{ poNumber: string | null; day: string; size: string; pieces: number }>> {
  const day = sql<string>`to_char(${orders.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      poNumber: orders.poNumber,
      day,
      size: sql<string>`pieces.key`,
      pieces: sql<string>`sum(pieces.value::bigint)`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(sql`jsonb_each_text(${orderItems.qtyOptions}) as pieces`, sql`true`)
    .where(
      and(
        eq(orderItems.inventoryId, inventoryId),
        sql`${orders.orderStatus} not in (${sql.join(
          NOT_CALLED_OFF.map((status) => sql`${status}`),
          sql`, `,
        )})`,
      ),
    )
    // By position: the day's zone is a parameter, and a second copy of it would not match the first.
    .groupBy(sql`1, 2, 3`);
  return rows.map((row) => ({ ...row, pieces: Number(row.pieces) }));
}
