import type { OrdersAwaitingApprovalResponse } from '@livery/api-schemas/order-approval';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { orderKeys } from './orders-keys.ts';

/**
 * GET /api/orders/awaiting_approval: the orders waiting for the person in charge, counted. Under the
 * 'orders' key, so an approval (which invalidates the orders) refreshes it.
 */
export const getOrdersAwaitingApproval = (signal?: AbortSignal) =>
  apiRequest<OrdersAwaitingApprovalResponse>('orders/awaiting_approval', { signal, silent: true });

export const getOrdersAwaitingApprovalQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.awaitingApproval(),
    queryFn: ({ signal }) => getOrdersAwaitingApproval(signal),
  });

/** GET /api/orders/awaiting_approval, asked only for a person in charge. */
export function useOrdersAwaitingApproval(isPersonInCharge: boolean) {
  return useQuery({ ...getOrdersAwaitingApprovalQueryOptions(), enabled: isPersonInCharge });
}
