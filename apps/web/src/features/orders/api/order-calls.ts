import type { ListMeta } from '@livery/api-schemas/common';
import type { OrderResponse, OrderSummary } from '@livery/api-schemas/orders';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** PUT /api/orders/{id}/approve_order: the person in charge approves a waiting order. */
export function useApproveOrder(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ message: string; description: string }>(`orders/${uuid}/approve_order`, { method: 'PUT' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['order', uuid] });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}
