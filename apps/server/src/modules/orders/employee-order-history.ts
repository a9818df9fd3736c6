import {
  HISTORY_ROWS_PER_ORDER,
  type HistoryEmployeeProduct,
  type OrdersHistoryQuery,
  type OrdersHistoryResponse,
} from '@livery/api-schemas/orders';
import type { Database } from '../../db/database.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { catalogueImageLink } from '../catalogue/catalogue.service.ts';
import { findOrdersHistoryPage } from './employee-order-history.repository.ts';

/**
 * GET /api/orders/show_orders_history (spec 03 section 2.5): the caller's visible orders (the orders list's
 * scope) with an employee row matching the keyword, newest first, a page of orders at a time, each with its
 * matching rows, in one statement after the session read however many orders the page holds.
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
    {
      keyword,
      rowsPerOrder: HISTORY_ROWS_PER_ORDER,
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    },
  );
  return {
    orders: rows.map((row) => ({
      uid: row.uid,
      uuid: row.uuid,
      order_status: row.orderStatus,
      created_at: row.createdAt.toISOString(),
      employee_products: row.employeeRows.map(
        (employee): HistoryEmployeeProduct => ({
          id: employee.uuid,
          order_item_id: employee.itemUuid,
          item_title: employee.itemTitle,
          item_thumb_front: employee.itemThumbUrl
            ? catalogueImageLink(secretKey, employee.itemThumbUrl)
            : null,
          staff_id: employee.staffId,
          name: employee.name,
          department: employee.department,
          qty: employee.qty,
          size: employee.size,
          laundry_id: employee.laundryId,
          locker_id: employee.lockerId,
          cost_center: employee.costCenter,
          uniform_code: employee.uniformCode,
        }),
      ),
      employee_products_count: row.employeeRowsCount,
    })),
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total_pages: Math.max(1, Math.ceil(totalCount / query.per_page)),
      total_count: totalCount,
    },
  };
}
