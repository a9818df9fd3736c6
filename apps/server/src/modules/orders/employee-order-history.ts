import {
  HISTORY_ROWS_PER_ORDER,
  type HistoryEmployeeProduct,
  type OrdersHistoryQuery,
  type OrdersHistoryResponse,
} from '@livery/api-schemas/orders';
import type { OrderStatus } from '@livery/domain/order-status';
import type { Database } from '../../db/database.ts';
import type { CurrentUser } from '../auth/session-tokens.service.ts';
import { catalogueImageLink } from '../catalogue/catalogue.service.ts';
import { findHistoryEmployeeProducts, findOrdersHistoryPage } from './employee-order-history.repository.ts';

/**
 * GET /api/orders/show_orders_history (spec 03 section 2.5): the caller's visible orders (the orders list's
 * scope) with an employee row matching the keyword, newest first, a page of orders at a time, each with its
 * matching rows. Two queries for the page and one for all its rows, however many orders it holds.
 */
export async function listEmployeeOrderHistory(
  db: Database,
  user: CurrentUser,
  query: OrdersHistoryQuery,
  secretKey: string,
): Promise<OrdersHistoryResponse> {
  const keyword = query.keyword || undefined;
  const { rows, totalCount } = await findOrdersHistoryPage(
    db,
    { kind: 'customer', userId: user.id, companyId: user.companyId, teamIds: user.teamIds },
    { keyword, limit: query.per_page, offset: (query.page - 1) * query.per_page },
  );
  const employeeRows = await findHistoryEmployeeProducts(
    db,
    rows.map((row) => row.id),
    keyword,
    HISTORY_ROWS_PER_ORDER,
  );
  const byOrder = new Map<number, { products: HistoryEmployeeProduct[]; count: number }>();
  for (const row of employeeRows) {
    const entry = byOrder.get(row.orderId) ?? { products: [], count: row.matchedCount };
    entry.products.push({
      id: row.uuid,
      order_item_id: row.itemUuid,
      item_title: row.itemTitle,
      item_thumb_front: row.itemThumbUrl ? catalogueImageLink(secretKey, row.itemThumbUrl) : null,
      staff_id: row.staffId,
      name: row.name,
      department: row.department,
      qty: row.qty,
      size: row.size,
      laundry_id: row.laundryId,
      locker_id: row.lockerId,
      cost_center: row.costCenter,
      uniform_code: row.uniformCode,
    });
    byOrder.set(row.orderId, entry);
  }
  return {
    orders: rows.map((row) => ({
      uid: row.uid,
      uuid: row.uuid,
      order_status: row.orderStatus as OrderStatus,
      created_at: row.createdAt.toISOString(),
      employee_products: byOrder.get(row.id)?.products ?? [],
      employee_products_count: byOrder.get(row.id)?.count ?? 0,
    })),
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total_pages: Math.max(1, Math.ceil(totalCount / query.per_page)),
      total_count: totalCount,
    },
  };
}
