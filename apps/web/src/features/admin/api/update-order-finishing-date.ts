import type { OrderResponse } from '@livery/api-schemas/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

/** PUT /api/admin/orders/{id}/order_items/{itemId}: a line's estimated finishing date. */
export const updateOrderFinishingDate = (
  uuid: string,
  { itemUuid, due_date }: { itemUuid: string; due_date: string | null },
) =>
  apiRequest<OrderResponse>(`admin/orders/${uuid}/order_items/${itemUuid}`, {
    method: 'PUT',
    body: { due_date },
  });

/** PUT /api/admin/orders/{id}/order_items/{itemId}: a line's estimated finishing date. */
export function useSetFinishingDate(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { itemUuid: string; due_date: string | null }) =>
      updateOrderFinishingDate(uuid, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.orders }),
  });
}
