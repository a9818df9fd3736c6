import type { OrdersHistoryResponse } from '@livery/api-schemas/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { employeeKeys, type OrdersHistoryFilter } from './employees-keys.ts';

/** GET /api/orders/show_orders_history; a newer keyword or page cancels the request it supersedes. */
export const getOrdersHistory = (filter: OrdersHistoryFilter, signal?: AbortSignal) =>
  apiRequest<OrdersHistoryResponse>('orders/show_orders_history', {
    query: { keyword: filter.keyword || undefined, page: filter.page, per_page: filter.perPage },
    signal,
  });

export const getOrdersHistoryQueryOptions = (filter: OrdersHistoryFilter) =>
  queryOptions({
    queryKey: employeeKeys.ordersHistory(filter),
    queryFn: ({ signal }) => getOrdersHistory(filter, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/orders/show_orders_history; a newer keyword or page cancels the request it supersedes. */
export function useOrdersHistory(filter: OrdersHistoryFilter) {
  return useQuery(getOrdersHistoryQueryOptions(filter));
}
