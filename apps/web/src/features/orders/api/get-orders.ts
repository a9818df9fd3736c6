import type { Answer } from '@livery/api-schemas/answer';
import type { ordersResponse } from '@livery/api-schemas/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { type OrdersFilter, orderKeys } from './orders-keys.ts';

/** GET /api/orders; a newer filter cancels the request it supersedes. */
export const getOrders = (filter: OrdersFilter, signal?: AbortSignal) =>
  apiRequest<Answer<typeof ordersResponse>>('orders', { query: { ...filter }, signal });

export const getOrdersQueryOptions = (filter: OrdersFilter) =>
  queryOptions({
    queryKey: orderKeys.list(filter),
    queryFn: ({ signal }) => getOrders(filter, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/orders; a newer filter cancels the request it supersedes. */
export function useOrders(filter: OrdersFilter) {
  return useQuery(getOrdersQueryOptions(filter));
}
