import type { ListMeta } from '@livery/api-schemas/common';
import type { OrderResponse, OrderSummary } from '@livery/api-schemas/orders';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

export interface OrdersFilter {
  page: number;
  per_page: number;
  keyword?: string;
  status?: string;
}

/** GET /api/orders; a newer filter cancels the request it supersedes. */
export function useOrders(filter: OrdersFilter) {
  return useQuery({
    queryKey: ['orders', filter],
    queryFn: ({ signal }) =>
      apiRequest<{ orders: OrderSummary[]; meta: ListMeta }>('orders', { query: { ...filter }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/orders/{id}. */
export function useOrder(uuid: string) {
  return useQuery({
    queryKey: ['order', uuid],
    queryFn: ({ signal }) => apiRequest<OrderResponse>(`orders/${uuid}`, { signal, silent: true }),
  });
}
