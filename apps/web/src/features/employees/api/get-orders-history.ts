import type { OrdersHistoryResponse } from '@livery/api-schemas/orders';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

export interface OrdersHistoryFilter {
  keyword: string;
  page: number;
  perPage: number;
}

/** GET /api/orders/show_orders_history; a newer keyword or page cancels the request it supersedes. */
export function useOrdersHistory(filter: OrdersHistoryFilter) {
  return useQuery({
    queryKey: ['orders', 'history', filter],
    queryFn: ({ signal }) =>
      apiRequest<OrdersHistoryResponse>('orders/show_orders_history', {
        query: { keyword: filter.keyword || undefined, page: filter.page, per_page: filter.perPage },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
