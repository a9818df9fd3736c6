import type {
  Inventory,
  InventoryDetail,
  InventoryLog,
  ReferenceOrder,
  UpdateInventoryBody,
} from '@livery/api-schemas/inventories';
import { countryName } from '@livery/domain/country-name';
import { formatCsv } from '@livery/domain/csv-cell';
import {
  type BlanketPoOrder,
  describeStockMove,
  isLowInventory,
  sizesCrossingLowLevel,
  stockChange,
  stockMoveProblems,
  totalQuantity,
  ZERO_STOCK_MOVE_MESSAGE,
} from '@livery/domain/inventory-stock';
import { describeQuantities, orderBySizes } from '@livery/domain/size-order';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { AppError, notFound, unprocessable } from '../../errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { findAddressOfCompany } from '../addresses/addresses.service.ts';
import { catalogueImageLink } from '../catalogue/catalogue.service.ts';
import { findVisibleSavedProduct } from '../saved-products/saved-products.service.ts';
import { findTeamOfMember } from '../teams/teams.service.ts';
import {
  deleteInventoryRow,
  findInventoriesForExport,
  findInventoriesPage,
  findInventoryIdOfCompany,
  findInventoryLogs,
  findInventoryOfSavedProduct,
  findReferenceOrderLines,
  findVisibleInventoriesByUuids,
  findVisibleInventory,
  type InventoryFilter,
  type InventoryRow,
  insertInventory,
  insertInventoryLog,
  lockInventoryStock,
  moveStock,
  sumOrderedPiecesByPoNumberAndDay,
  updateInventoryRow,
} from './inventories.repository.ts';
import { renderInventoryLabelsPdf } from './inventory-labels-pdf.ts';
import { enqueueLowStockAlert } from './low-stock-alert.ts';

/** What every inventory call needs besides the database: links are signed, mails link to the portal. */
export interface InventoryContext {
  db: Database;
  secretKey: string;
  publicUrl: string;
}

/** Entries shown in the activity feed of the detail page; the CSV download carries up to the export limit. */
const FEED_LOGS = 100;
const EXPORT_LOGS = 10_000;
/** Most items in one CSV export. */
const EXPORT_ITEMS = 10_000;
const REFERENCE_ORDERS = 50;

/**
 * POST /api/inventories: starts keeping stock of a saved product, every size at zero, in the saved
 * product's team. One inventory per saved product (a second answers 409). The plan rule (premium) is
 * enforced for the whole /api/inventories path by the plan-access plugin.
 */
export async function createInventory(db: Database, user: CurrentUser, savedProductUuid: string) {
  const savedProduct = await findVisibleSavedProduct(db, user, savedProductUuid);
  if (!savedProduct) throw notFound('Saved product');
  if (await findInventoryOfSavedProduct(db, user.companyId, savedProduct.id)) {
    throw new AppError('conflict', 'This product is already in your inventory');
  }
  const row = await db.transaction(async (tx) => {
    const inserted = await insertInventory(tx, {
      companyId: user.companyId,
      teamId: savedProduct.teamId,
      userId: user.id,
      savedProductId: savedProduct.id,
      readyStock: Object.fromEntries(savedProduct.product.sizes.map((size) => [size, 0])),
    });
    await insertInventoryLog(tx, {
      inventoryId: inserted.id,
      userId: user.id,
      message: 'Added to inventory',
    });
    return inserted;
  });
  return {
    id: row.id,
    uuid: row.uuid,
    saved_product_id: savedProduct.uuid,
    team_id: row.teamId,
    ready_stock: row.readyStock,
    created_at: row.createdAt.toISOString(),
  };
}

/** The id of the caller's company's inventory with this uuid (a cart line's link); another company's is 404. */
export async function findInventoryIdOfCaller(
  db: DatabaseOrTransaction,
  user: CurrentUser,
  uuid: string,
): Promise<number> {
  const id = await findInventoryIdOfCompany(db, user.companyId, uuid);
  if (id === undefined) throw notFound('Inventory');
  return id;
}

/** Per-size figures in the product's size order (jsonb sorts keys), every product size present. */
function bySizes(quantities: Record<string, number>, sizes: readonly string[], fill: boolean) {
  const complete = fill
    ? { ...Object.fromEntries(sizes.map((size) => [size, 0])), ...quantities }
    : quantities;
  return Object.fromEntries(orderBySizes(complete, sizes));
}

function locationText(address: InventoryRow['address']): string {
  if (!address) return '';
  return address.nickname || `${address.address}, ${address.city}`;
}

export function toInventoryJson(row: InventoryRow, secretKey: string): Inventory {
  const sizes = row.product.sizes;
  return {
    id: row.id,
    uuid: row.uuid,
    title: row.savedProduct.title,
    product_title: row.product.title,
    product_uuid: row.savedProduct.uuid,
    sku: row.savedProduct.sku,
    apparel_color: row.savedProduct.apparelColor,
    thumb_image: row.savedProduct.thumbUrl ? catalogueImageLink(secretKey, row.savedProduct.thumbUrl) : null,
    sizes,
    ready_stock: bySizes(row.readyStock, sizes, true),
    low_level_qtys: bySizes(row.lowLevelQtys, sizes, false),
    total_ready_stock: totalQuantity(row.readyStock),
    total_low_levels: totalQuantity(row.lowLevelQtys),
    is_low_inventory_levels: isLowInventory(row.readyStock, row.lowLevelQtys),
    team_id: row.teamId,
    team_name: row.teamName,
    user_name: row.userName,
    address: row.address
      ? {
          id: row.address.id,
          nickname: row.address.nickname,
          address: row.address.address,
          city: row.address.city,
          country_name: countryName(row.address.countryCode) ?? row.address.countryCode,
        }
      : null,
    size_chart: row.product.sizeChart,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    last_updated: row.updatedAt.toISOString(),
  };
}

function toFilter(query: { keyword?: string; team_id?: number; address_id?: number }): InventoryFilter {
  return { keyword: query.keyword?.trim() || undefined, teamId: query.team_id, addressId: query.address_id };
}

/** GET /api/inventories: the visible items, filtered by team, location and product name. */
export async function listInventories(
  context: InventoryContext,
  user: CurrentUser,
  query: { keyword?: string; team_id?: number; address_id?: number; page: number; per_page: number },
) {
  const { rows, totalCount } = await findInventoriesPage(context.db, user, {
    ...toFilter(query),
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return {
    inventories: rows.map((row) => toInventoryJson(row, context.secretKey)),
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total_pages: Math.max(1, Math.ceil(totalCount / query.per_page)),
      total_count: totalCount,
    },
  };
}

/** GET /api/inventories/export_csv: one row per item and size; cells neutralised for spreadsheets. */
export async function exportInventoriesCsv(
  context: InventoryContext,
  user: CurrentUser,
  query: { keyword?: string; team_id?: number; address_id?: number },
): Promise<string> {
  const rows = await findInventoriesForExport(context.db, user, toFilter(query), EXPORT_ITEMS);
  const lines: Array<Array<string | number>> = [
    ['Product', 'SKU', 'Colour', 'Team', 'Location', 'Size', 'Ready Stock', 'Low Level', 'Last Updated'],
  ];
  for (const row of rows) {
    for (const size of row.product.sizes) {
      lines.push([
        row.savedProduct.title,
        row.savedProduct.sku ?? '',
        row.savedProduct.apparelColor ?? '',
        row.teamName ?? '',
        locationText(row.address),
        size,
        row.readyStock[size] ?? 0,
        row.lowLevelQtys[size] ?? 0,
        row.updatedAt.toISOString(),
      ]);
    }
  }
  return formatCsv(lines);
}

async function findInventoryOrFail(db: DatabaseOrTransaction, user: CurrentUser, uuid: string) {
  const row = await findVisibleInventory(db, user, uuid);
  if (!row) throw notFound('Inventory');
  return row;
}

function toLogJson(log: Awaited<ReturnType<typeof findInventoryLogs>>[number]): InventoryLog {
  return {
    id: log.id,
    created_at: log.createdAt.toISOString(),
    message: log.message,
    notes: log.notes,
    user_name: log.userName,
    stock_change: log.stockChange,
  };
}

/** GET /api/inventories/{uuid}: the item with its activity feed (the route adds its blanket POs). */
export async function getInventory(
  context: InventoryContext,
  user: CurrentUser,
  uuid: string,
): Promise<Omit<InventoryDetail, 'blanket_p_ords'>> {
  const row = await findInventoryOrFail(context.db, user, uuid);
  const logs = await findInventoryLogs(context.db, row.id, FEED_LOGS);
  return { ...toInventoryJson(row, context.secretKey), logs: logs.map(toLogJson) };
}

/** The item a blanket purchase order belongs to, as the caller may see it; another company's is 404. */
export async function findInventoryForCaller(db: DatabaseOrTransaction, user: CurrentUser, uuid: string) {
  const row = await findInventoryOrFail(db, user, uuid);
  return { id: row.id, uuid: row.uuid, sizes: row.product.sizes };
}

/** The orders placed with an inventory as the blanket PO call-off rule reads them: PO number, day, pieces. */
export async function findCallOffOrders(
  db: DatabaseOrTransaction,
  inventoryId: number,
  timeZone: string,
): Promise<BlanketPoOrder[]> {
  const byOrder = new Map<string, BlanketPoOrder & { pieces: Record<string, number> }>();
  for (const row of await sumOrderedPiecesByPoNumberAndDay(db, inventoryId, timeZone)) {
    const key = JSON.stringify([row.poNumber, row.day]);
    const order = byOrder.get(key) ?? { poNumber: row.poNumber, day: row.day, pieces: {} };
    order.pieces[row.size] = row.pieces;
    byOrder.set(key, order);
  }
  return [...byOrder.values()];
}

/** Adds a line to an item's activity feed (who, what, note). */
export function logInventoryActivity(
  db: DatabaseOrTransaction,
  values: { inventoryId: number; userId: number; message: string; notes?: string | null },
) {
  return insertInventoryLog(db, values);
}

/** GET /api/inventories/{uuid}/logs.csv: the whole activity feed as CSV. */
export async function exportInventoryLogsCsv(context: InventoryContext, user: CurrentUser, uuid: string) {
  const row = await findInventoryOrFail(context.db, user, uuid);
  const logs = await findInventoryLogs(context.db, row.id, EXPORT_LOGS);
  const lines: Array<Array<string | number>> = [['Date', 'User', 'Activity', 'Notes']];
  for (const log of logs) {
    lines.push([log.createdAt.toISOString(), log.userName ?? '', log.message, log.notes ?? '']);
  }
  return { title: row.savedProduct.title, text: formatCsv(lines) };
}

/** GET /api/inventories/{uuid}/get_reference_orders: orders placed with this item's inventory_id. */
export async function listReferenceOrders(
  context: InventoryContext,
  user: CurrentUser,
  uuid: string,
): Promise<ReferenceOrder[]> {
  const row = await findInventoryOrFail(context.db, user, uuid);
  const lines = await findReferenceOrderLines(context.db, row.id, REFERENCE_ORDERS);
  return lines.map((line) => ({
    uid: line.uid,
    uuid: line.uuid,
    created_at: line.createdAt.toISOString(),
    order_status: line.orderStatus,
    qtys: bySizes(line.qtyOptions, row.product.sizes, false),
    total_qty: line.totalQty,
  }));
}

/** Refuses sizes the product does not have; zero amounts are dropped. */
function checkedAmounts(amounts: Record<string, number>, sizes: readonly string[]): Record<string, number> {
  const unknown = Object.keys(amounts).filter((size) => !sizes.includes(size));
  if (unknown.length > 0) {
    throw unprocessable([`Size ${unknown.join(', ')} is not a size of this product (${sizes.join(', ')})`]);
  }
  return Object.fromEntries(Object.entries(amounts).filter(([, amount]) => amount > 0));
}

/**
 * The refusal of a move the stock cannot take, naming each size: a withdrawal larger than what is left is a
 * conflict with the stock (409), an add past the most an item holds is bad input (422).
 */
function refusedMove(
  readyStock: Record<string, number>,
  amounts: Record<string, number>,
  action: 'add' | 'withdraw',
  sizes: readonly string[],
) {
  const messages = stockMoveProblems(readyStock, amounts, action, sizes).map((problem) => problem.message);
  if (action === 'add') return unprocessable(messages.length > 0 ? messages : ['Ready stock is too large']);
  return new AppError('conflict', messages[0] ?? 'Not enough stock', messages);
}

type StockChange = {
  before: Record<string, number>;
  after: Record<string, number>;
  low: Record<string, number>;
};

/**
 * Applies a stock move and writes its log (and any low-stock mail) in one transaction: adds and withdrawals
 * are one guarded UPDATE, so concurrent withdrawals can never take a size below zero.
 */
async function changeStock(
  context: InventoryContext,
  user: CurrentUser,
  row: InventoryRow,
  action: 'add' | 'withdraw' | 'edit',
  requested: Record<string, number>,
  notes: string | undefined,
) {
  const sizes = row.product.sizes;
  const amounts = action === 'edit' ? checkedEdit(requested, sizes) : checkedAmounts(requested, sizes);
  const pieces = totalQuantity(amounts);
  if (action !== 'edit' && pieces === 0) throw unprocessable([ZERO_STOCK_MOVE_MESSAGE]);

  await context.db.transaction(async (tx) => {
    let change: StockChange;
    let message: string;
    if (action === 'edit') {
      const locked = await lockInventoryStock(tx, row.id);
      if (!locked) throw notFound('Inventory');
      const after = { ...locked.readyStock, ...amounts };
      await updateInventoryRow(tx, row.id, { readyStock: after });
      change = { before: locked.readyStock, after, low: locked.lowLevelQtys };
      message = `Edit Stocks: ${orderBySizes(amounts, sizes)
        .map(([size, count]) => `${size} ${locked.readyStock[size] ?? 0} → ${count}`)
        .join(', ')}`;
    } else {
      const moved = await moveStock(tx, row.id, amounts, action);
      if (!moved) {
        const current = await lockInventoryStock(tx, row.id);
        throw refusedMove(current?.readyStock ?? {}, amounts, action, sizes);
      }
      const sign = action === 'add' ? -1 : 1;
      const before = Object.fromEntries(
        Object.entries(moved.readyStock).map(([size, count]) => [size, count + sign * (amounts[size] ?? 0)]),
      );
      change = { before, after: moved.readyStock, low: moved.lowLevelQtys };
      message = `${describeStockMove(action, pieces)} (${describeQuantities(amounts, sizes)})`;
    }
    await insertInventoryLog(tx, {
      inventoryId: row.id,
      userId: user.id,
      message,
      notes: notes || null,
      stockChange: stockChange(change.before, change.after),
    });
    const crossed = sizesCrossingLowLevel(change.before, change.after, change.low);
    if (crossed.length > 0) {
      await enqueueLowStockAlert(tx, {
        inventoryUuid: row.uuid,
        title: row.savedProduct.title,
        teamId: row.teamId,
        teamName: row.teamName,
        creatorEmail: row.userEmail,
        sizes: orderBySizes(Object.fromEntries(crossed.map((size) => [size, 0])), sizes).map(
          ([size]) => size,
        ),
        readyStock: change.after,
        lowLevelQtys: change.low,
      });
    }
  });
}

/** Edit Stocks sets counts: every named size must be the product's, and at least one named. */
function checkedEdit(counts: Record<string, number>, sizes: readonly string[]): Record<string, number> {
  const unknown = Object.keys(counts).filter((size) => !sizes.includes(size));
  if (unknown.length > 0) {
    throw unprocessable([`Size ${unknown.join(', ')} is not a size of this product (${sizes.join(', ')})`]);
  }
  if (Object.keys(counts).length === 0) throw unprocessable(['Enter the stock of at least one size']);
  return counts;
}

const ONE_CHANGE = 'Send one change at a time: a stock move, low levels, a team or a location';

/**
 * PUT /api/inventories/{uuid}: a stock move (add, withdraw, edit), new low levels, another team, or a
 * location. Each is logged. Answers with the item as it now stands.
 */
export async function updateInventory(
  context: InventoryContext,
  user: CurrentUser,
  uuid: string,
  body: UpdateInventoryBody,
): Promise<{ message: string; inventory: Inventory }> {
  const row = await findInventoryOrFail(context.db, user, uuid);
  const isStockMove = body.stock_action !== undefined || body.ready_stock !== undefined;
  const kinds = [
    isStockMove,
    body.low_level_qtys !== undefined,
    body.team_id !== undefined,
    body.address_id !== undefined,
  ].filter(Boolean).length;
  if (kinds !== 1) throw unprocessable([ONE_CHANGE]);

  let message = 'Inventory Changed';
  if (isStockMove) {
    if (!body.stock_action || !body.ready_stock) {
      throw unprocessable(['A stock move needs stock_action and the ready_stock per size']);
    }
    await changeStock(context, user, row, body.stock_action, body.ready_stock, body.notes);
  } else if (body.low_level_qtys) {
    const levels = checkedEdit(body.low_level_qtys, row.product.sizes);
    await context.db.transaction(async (tx) => {
      const locked = await lockInventoryStock(tx, row.id);
      if (!locked) throw notFound('Inventory');
      const merged = { ...locked.lowLevelQtys, ...levels };
      await updateInventoryRow(tx, row.id, { lowLevelQtys: merged });
      await insertInventoryLog(tx, {
        inventoryId: row.id,
        userId: user.id,
        message: `Updated low inventory levels (${
          orderBySizes(merged, row.product.sizes)
            .map(([size, level]) => `${size}: ${level}`)
            .join(', ') || 'none'
        })`,
        notes: body.notes || null,
      });
    });
    message = 'Updated!';
  } else if (body.team_id !== undefined) {
    const team = await findTeamOfMember(context.db, user.id, body.team_id);
    if (!team || team.companyId !== user.companyId) throw notFound('Team');
    await context.db.transaction(async (tx) => {
      await updateInventoryRow(tx, row.id, { teamId: team.teamId });
      await insertInventoryLog(tx, {
        inventoryId: row.id,
        userId: user.id,
        message: `Moved to team ${team.name}`,
      });
    });
    message = 'Updated!';
  } else {
    const addressId = body.address_id ?? null;
    const address =
      addressId === null ? undefined : await findAddressOfCompany(context.db, user.companyId, addressId);
    if (addressId !== null && !address) throw notFound('Address');
    await context.db.transaction(async (tx) => {
      await updateInventoryRow(tx, row.id, { addressId });
      await insertInventoryLog(tx, {
        inventoryId: row.id,
        userId: user.id,
        message: address
          ? `Location set to ${address.nickname || `${address.address}, ${address.city}`}`
          : 'Location removed',
      });
    });
    message = 'Updated!';
  }
  const updated = await findInventoryOrFail(context.db, user, uuid);
  return { message, inventory: toInventoryJson(updated, context.secretKey) };
}

/** DELETE /api/inventories: stops keeping stock of the item; its logs and blanket POs go with it. */
export async function deleteInventory(context: InventoryContext, user: CurrentUser, uuid: string) {
  const row = await findInventoryOrFail(context.db, user, uuid);
  await deleteInventoryRow(context.db, row.id);
}

/** Most labels on one sheet request. */

/** GET /api/inventories/labels.pdf?ids=a,b: printable A4 QR labels of the chosen items, in title order. */
export async function buildInventoryLabelsPdf(
  context: InventoryContext,
  user: CurrentUser,
  ids: readonly string[],
) {
  const uuids = [...new Set(ids)];
  const rows = await findVisibleInventoriesByUuids(context.db, user, uuids);
  if (rows.length !== uuids.length) throw notFound('Inventory');
  rows.sort((a, b) => a.savedProduct.title.localeCompare(b.savedProduct.title));
  return renderInventoryLabelsPdf(
    rows.map((row) => ({
      title: row.savedProduct.title,
      sku: row.savedProduct.sku,
      sizes: row.product.sizes,
      sizeChart: row.product.sizeChart,
      url: `${context.publicUrl}/inventories/${row.uuid}`,
    })),
  );
}

/**
 * Issue 14 point 5: when the provider completes an order, each line ordered for an inventory (its
 * `inventory_id`) adds its pieces to that item's stock, with a log naming the order. Runs inside the
 * completion's transaction, and an order completes once, so the stock is topped up once.
 */
export async function topUpInventoriesFromOrder(
  tx: DatabaseOrTransaction,
  order: { uid: string },
  lines: ReadonlyArray<{
    inventoryId: number | null;
    qtyOptions: Record<string, number>;
    sizes: readonly string[];
  }>,
  staffUserId: number,
) {
  for (const line of lines) {
    const pieces = Object.fromEntries(Object.entries(line.qtyOptions).filter(([, count]) => count > 0));
    if (line.inventoryId === null || Object.keys(pieces).length === 0) continue;
    // An item deleted since the order was placed has nothing to top up; one at its most takes no more.
    if (!(await moveStock(tx, line.inventoryId, pieces, 'add'))) continue;
    await insertInventoryLog(tx, {
      inventoryId: line.inventoryId,
      userId: staffUserId,
      message: `Topped up from order ${order.uid} (${describeQuantities(pieces, line.sizes)})`,
      notes: null,
      stockChange: pieces,
    });
  }
}
