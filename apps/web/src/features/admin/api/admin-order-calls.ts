import type { ListMeta } from '@livery/api-schemas/common';
import type { OrderResponse, OrderSummary } from '@livery/api-schemas/orders';
import type { OrderStatus } from '@livery/domain/order-status';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { downloadApiFile } from '../../../shared/api/download-file.ts';

/** GET /api/admin/orders: every company's orders, newest first. */
export function useAdminOrders(filter: { page: number; per_page: number; status?: string }) {
  return useQuery({
    queryKey: ['admin-orders', filter],
    queryFn: ({ signal }) =>
      apiRequest<{ orders: OrderSummary[]; meta: ListMeta }>('admin/orders', {
        query: { ...filter },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/orders/{id}/transition. */
export function useTransitionOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, to }: { uuid: string; to: OrderStatus }) =>
      apiRequest(`admin/orders/${uuid}/transition`, { method: 'POST', body: { to } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-orders'] }),
  });
}

/** GET /api/admin/orders/{uuid}: one order of any company, its lines saying which faces have print files. */
export function useAdminOrder(uuid: string | null) {
  return useQuery({
    queryKey: ['admin-orders', 'detail', uuid],
    enabled: Boolean(uuid),
    queryFn: ({ signal }) => apiRequest<OrderResponse>(`admin/orders/${uuid}`, { signal }),
  });
}

/** GET /api/admin/order_items/{uuid}/prints/{face}: the face's print file at true size, downloaded. */
export function downloadPrintFile(orderItemUuid: string, face: string): Promise<void> {
  return downloadApiFile(`admin/order_items/${orderItemUuid}/prints/${encodeURIComponent(face)}`, {
    fallbackName: `${face}.svg`,
  });
}
