import { type OrdersOverviewResponse, OVERVIEW_LATEST_ORDERS } from '@livery/api-schemas/orders';
import { ORDER_STATUSES, type OrderStatus } from '@livery/domain/order-status';
import type { Database } from '../../db/database.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { countOrdersByStatus, withJoinedTeams } from './orders.repository.ts';
import { listOrdersIn } from './orders.service.ts';

/**
 * GET /api/orders/overview (spec 03 section 7): the orders the caller's list shows (their company, teams they
 * joined), counted by status from the kept counts, and the latest few as the list shows them.
 */
export async function getOrdersOverview(
  db: Database,
  user: CurrentUser,
  secretKey: string,
): Promise<OrdersOverviewResponse> {
  const scope = await withJoinedTeams(db, { kind: 'customer', userId: user.id, companyId: user.companyId });
  const [rows, latest] = await Promise.all([
    countOrdersByStatus(db, scope, {}),
    listOrdersIn(db, scope, { page: 1, per_page: OVERVIEW_LATEST_ORDERS }, secretKey),
  ]);
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
    OrderStatus,
    number
  >;
  for (const row of rows) counts[row.status] = row.count;
  return {
    counts,
    total: Object.values(counts).reduce((sum, count) => sum + count, 0),
    latest_orders: latest.orders,
  };
}
