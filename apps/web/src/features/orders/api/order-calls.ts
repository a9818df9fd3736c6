import type { ListMeta } from '@livery/api-schemas/common';
import type {
  DuplicatedOrder,
  EmployeeProductsResponse,
  OrderResponse,
  OrderSummary,
} from '@livery/api-schemas/orders';
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

/** Most employee rows fetched in one call (the API's page limit). */
const EMPLOYEE_PAGE = 500;

/** GET /api/orders/{id}/employee_products, every page: each employee's garment and its status. */
export function useOrderEmployeeProducts(uuid: string) {
  return useQuery({
    queryKey: ['order', uuid, 'employee-products'],
    queryFn: async ({ signal }) => {
      const rows: EmployeeProductsResponse['employee_products'] = [];
      for (let page = 1; ; page += 1) {
        const body = await apiRequest<EmployeeProductsResponse>(`orders/${uuid}/employee_products`, {
          query: { page, per_page: EMPLOYEE_PAGE },
          signal,
        });
        rows.push(...body.employee_products);
        if (page >= body.meta.total_pages) return rows;
      }
    },
  });
}

/** POST /api/orders/{id}/duplicate_order: the order's lines back into the cart, priced today. */
export function useDuplicateOrder(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<DuplicatedOrder>(`orders/${uuid}/duplicate_order`, { method: 'POST' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
      void queryClient.invalidateQueries({ queryKey: ['cart-qty'] });
    },
  });
}
