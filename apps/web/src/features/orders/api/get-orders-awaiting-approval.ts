import type { OrdersAwaitingApprovalResponse } from '@livery/api-schemas/order-approval';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/**
 * GET /api/orders/awaiting_approval: the orders waiting for the person in charge, counted. Under the
 * 'orders' key, so an approval (which invalidates the orders) refreshes it.
 */
export function useOrdersAwaitingApproval(isPersonInCharge: boolean) {
  return useQuery({
    queryKey: ['orders', 'awaiting-approval'],
    queryFn: ({ signal }) =>
      apiRequest<OrdersAwaitingApprovalResponse>('orders/awaiting_approval', { signal, silent: true }),
    enabled: isPersonInCharge,
  });
}
